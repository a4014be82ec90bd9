import type { OperatorQueueEvent } from '@satsino/contract/realtime';
import {
  DEFAULT_WITHDRAWAL_MAX_MINOR,
  DEFAULT_WITHDRAWAL_MIN_MINOR,
  DEPOSIT_MIN_MINOR,
  TIP_MAX_MINOR,
  TIP_MIN_MINOR,
} from '@satsino/contract/wallet';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { PaymentsConfig } from '../../platform/config.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import type { CoinRemitterGateway } from '../payments/coinremitter/coinremitter-gateway.js';
import { registerCoinRemitterWebhook } from '../payments/coinremitter/coinremitter-webhook.js';
import { createLightningBackend } from '../payments/lightning/create-lightning-backend.js';
import type { LightningBackend } from '../payments/lightning/lightning-backend.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { createConversionService } from './conversion.service.js';
import {
  type BonusLockHook,
  createDepositService,
  type DepositCreditedHook,
} from './deposits.service.js';
import { auditDeposits } from './deposits-audit.repo.js';
import { createLightningDepositService } from './lightning-deposits.service.js';
import { createTipQuotes } from './tip-quotes.js';
import { createTipService } from './tips.service.js';
import { auditTips } from './tips-audit.repo.js';
import { DepositReportConflict } from './wallet.errors.js';
import { registerWalletRoutes } from './wallet.routes.js';
import { registerWalletAdminRoutes } from './wallet-admin.routes.js';
import { type ActiveBonusCheck, createWithdrawalService } from './withdrawals.service.js';
import { auditWithdrawals } from './withdrawals-audit.repo.js';

/**
 * What the cashier needs from the bonus programme: whether a bonus blocks withdrawals (SPEC §5:
 * active 1 and finished 0), checked again under the programme's lock inside the withdrawal's
 * transaction; that lock taken first in the transaction that credits a deposit; and a hook in
 * that transaction, where a claimed deposit bonus is granted.
 */
export interface WalletBonusHooks {
  hasActiveBonus: ActiveBonusCheck;
  lockPlayerBonuses: BonusLockHook;
  onDepositCredited: DepositCreditedHook;
}

/** The cashier: player calls, operator calls and the gateway's webhook, on one ledger. */
export function registerWalletModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    gateway: PaymentGateway;
    webhook: CoinRemitterGateway | undefined;
    operatorLog: OperatorLog;
    rateLimiter: RateLimiter;
    notifier: Notifier;
    payments: PaymentsConfig;
    logger: FastifyBaseLogger;
    now: () => Date;
    bonuses: WalletBonusHooks;
    /** The Lightning node; made from `payments` when not given. */
    lightning?: LightningBackend;
    /** Tells the operators' console a queue item changed (after the commit). */
    queueChanged?: (change: OperatorQueueEvent) => void;
  },
) {
  const { db, ledger, gateway } = deps;
  const lightning = deps.lightning ?? createLightningBackend(deps.payments.lightning, deps.now);
  // The cashier's rows against the ledger: every request agrees with its transfers, and every
  // cashier transfer with a request.
  ledger.addAuditChecks(auditWithdrawals);
  ledger.addAuditChecks(auditDeposits);
  ledger.addAuditChecks(auditTips);
  const deposits = createDepositService({
    db,
    ledger,
    gateway,
    lockBonuses: deps.bonuses.lockPlayerBonuses,
    onDepositCredited: deps.bonuses.onDepositCredited,
    notifier: deps.notifier,
    queueChanged: deps.queueChanged,
  });
  const withdrawals = createWithdrawalService({
    db,
    ledger,
    gateway,
    lightning,
    hasActiveBonus: deps.bonuses.hasActiveBonus,
    operatorLog: deps.operatorLog,
    notifier: deps.notifier,
    queueChanged: deps.queueChanged,
    now: deps.now,
  });
  const lightningDeposits = createLightningDepositService({
    db,
    ledger,
    gateway,
    lightning,
    lockBonuses: deps.bonuses.lockPlayerBonuses,
    onDepositCredited: deps.bonuses.onDepositCredited,
    notifier: deps.notifier,
    queueChanged: deps.queueChanged,
    now: deps.now,
  });
  const tips = createTipService({
    db,
    ledger,
    quotes: createTipQuotes({ db, gateway, now: deps.now }),
    enabled: deps.payments.tipsEnabled,
    notifier: deps.notifier,
    now: deps.now,
    logger: deps.logger,
  });

  registerWalletRoutes(app, {
    db,
    ledger,
    deposits,
    withdrawals,
    tips,
    lightningDeposits,
    conversion: createConversionService(gateway),
    rateLimiter: deps.rateLimiter,
    config: {
      tipsEnabled: deps.payments.tipsEnabled,
      onrampUrl: deps.payments.onrampUrl,
      gateway: gateway.name,
      lightningNetwork: lightning.network,
      lightningSandbox: lightning.name === 'sandbox',
    },
    limits: {
      depositMin: DEPOSIT_MIN_MINOR,
      withdrawalMin: DEFAULT_WITHDRAWAL_MIN_MINOR,
      withdrawalMax: DEFAULT_WITHDRAWAL_MAX_MINOR,
      tipMin: TIP_MIN_MINOR,
      tipMax: TIP_MAX_MINOR,
    },
  });
  registerWalletAdminRoutes(app, {
    ledger,
    deposits,
    withdrawals,
    lightningDeposits,
    // Play-money payments only beside the play-money chain: a real cashier never credits them.
    lightningSandbox: lightning.name === 'sandbox' && gateway.name === 'sandbox',
    operatorLog: deps.operatorLog,
    gatewayName: gateway.name,
    now: deps.now,
  });
  if (deps.webhook) {
    registerCoinRemitterWebhook(app, {
      gateway: deps.webhook,
      onIncomingTransfer: async (transfer) => {
        try {
          await deposits.recordIncoming(transfer);
        } catch (error) {
          // CoinRemitter now reports another amount for an output already recorded: retrying
          // cannot change that, so it is answered as handled and left to an operator.
          if (!(error instanceof DepositReportConflict)) throw error;
          deps.logger.warn(
            { txid: transfer.txid, coin: transfer.coin, address: transfer.address },
            'coinremitter webhook: an output already recorded came with another amount',
          );
        }
      },
      logger: deps.logger,
    });
  }
  return { deposits, withdrawals, tips, lightningDeposits };
}
