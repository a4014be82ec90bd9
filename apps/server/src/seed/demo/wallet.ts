import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import { findUserByEmail } from '../../modules/account/account.repo.js';
import { createLedger } from '../../modules/ledger/ledger.service.js';
import { createSandboxGateway } from '../../modules/payments/sandbox/sandbox-gateway.js';
import { createDepositService } from '../../modules/wallet/deposits.service.js';
import type { PaymentsConfig } from '../../platform/config.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/** A fixed, made-up transaction id: the same demo payment every start, so it is credited once. */
const DEMO_DEPOSIT_TXID = 'de30000000000000000000000000000000000000000000000000000000000001';
const DEMO_DEPOSIT_BTC = '0.005';

/**
 * The demo player starts with money, paid the way any player is paid: a sandbox transfer to
 * their own derived BTC address, credited through the ledger at the sandbox rate.
 */
export async function seedDemoWallet(
  database: Database,
  payments: PaymentsConfig,
  logger: FastifyBaseLogger,
): Promise<void> {
  if (payments.gateway !== 'sandbox') return;
  const player = await findUserByEmail(database.db, DEMO_ACCOUNTS[0].email);
  if (!player) return;
  const ledger = createLedger({ pool: database.pool, publishAppAlert: () => {}, logger });
  const gateway = createSandboxGateway({ extendedPublicKey: payments.sandboxXpub });
  const deposits = createDepositService({ db: database.db, ledger, gateway });
  const { address } = await deposits.cryptoInfo(player.id, 'BTC');
  await deposits.recordIncoming({
    coin: 'BTC',
    address,
    txid: DEMO_DEPOSIT_TXID,
    outputIndex: 0,
    cryptoAmount: DEMO_DEPOSIT_BTC,
    confirmations: 6,
  });
}
