import type { PaymentsConfig } from '../../platform/config.js';
import {
  type CoinRemitterGateway,
  createCoinRemitterGateway,
} from './coinremitter/coinremitter-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox/sandbox-gateway.js';

/** The configured gateway; CoinRemitter also brings its webhook. */
export function createPaymentGateway(config: PaymentsConfig): {
  gateway: PaymentGateway;
  webhook: CoinRemitterGateway | undefined;
} {
  if (config.gateway === 'coinremitter') {
    const gateway = createCoinRemitterGateway({
      baseUrl: config.coinRemitter.apiUrl,
      wallets: config.coinRemitter.wallets,
    });
    return { gateway, webhook: gateway };
  }
  return {
    gateway: createSandboxGateway({ extendedPublicKey: config.sandboxXpub }),
    webhook: undefined,
  };
}
