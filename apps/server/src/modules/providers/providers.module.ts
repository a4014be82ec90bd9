import { MAX_BET_WHILE_WAGERING_MINOR } from '@satsino/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { registerProviderWalletRoutes } from './provider-wallet.routes.js';
import { createProviderWalletService } from './provider-wallet.service.js';
import { auditProviderWallet } from './provider-wallet-audit.repo.js';

/** Third-party providers' seamless wallet (issue 15): their signed balance, bet, win, rollback. */
export async function registerProvidersModule(app: FastifyInstance, services: ModuleServices) {
  const { pool } = services.database;
  const wallet = createProviderWalletService({
    pool,
    ledger: services.ledger,
    rateLimiter: services.rateLimiter,
    maxStakeMinor: (userId) => services.bonusRules.maxStakeMinor(userId),
    // The bonus programme's only cap is the maximum bet while wagering (bonuses.service.ts).
    lowestStakeCapMinor: MAX_BET_WHILE_WAGERING_MINOR,
    logger: services.logger,
    now: services.now,
  });
  services.ledger.addAuditChecks(auditProviderWallet);
  registerProviderWalletRoutes(app, { wallet });
  return { wallet };
}
