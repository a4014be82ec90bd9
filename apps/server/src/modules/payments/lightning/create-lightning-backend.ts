import type { PaymentsConfig } from '../../../platform/config.js';
import type { LightningBackend } from './lightning-backend.js';
import { createLndRestBackend } from './lnd-rest.js';
import { createSandboxLightning } from './sandbox-lightning.js';

/** The configured Lightning node: LND's REST API, or the embedded sandbox (the default). */
export function createLightningBackend(
  config: PaymentsConfig['lightning'] | undefined,
  now: () => Date,
): LightningBackend {
  if (config?.backend === 'lnd') {
    return createLndRestBackend({
      restUrl: config.restUrl,
      macaroonHex: config.macaroonHex,
      network: config.network,
    });
  }
  return createSandboxLightning({ now });
}
