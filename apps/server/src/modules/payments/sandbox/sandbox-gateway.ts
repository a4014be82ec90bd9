import { randomBytes } from 'node:crypto';
import { deriveDepositAddress } from '../addresses/derive-address.js';
import type { PaymentGateway } from '../payment-gateway.js';
import { SANDBOX_RATES } from './sandbox-rates.js';

/**
 * The embedded default gateway (DESIGN §7): real addresses derived from the configured extended
 * public key, a fixed rates table, and no chain at all — incoming transfers are simulated by an
 * operator, and a "sent" withdrawal gets a made-up transaction id.
 */
export function createSandboxGateway(config: { extendedPublicKey: string }): PaymentGateway {
  return {
    name: 'sandbox',
    async createDepositAddress({ coin, index }) {
      return { address: deriveDepositAddress(config.extendedPublicKey, coin, index) };
    },
    async rate({ coin, fiat }) {
      return SANDBOX_RATES[coin][fiat];
    },
    async sendWithdrawal() {
      return { txid: randomBytes(32).toString('hex') };
    },
  };
}
