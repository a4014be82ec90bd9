import type { HealthResponse } from '@satsino/contract/health';
import { HEALTH_DATABASE_TIMEOUT_MS } from '@satsino/contract/limits';

export interface HealthService {
  check(): Promise<HealthResponse>;
}

/** `pingDatabase` resolves when the database answers a trivial query, rejects otherwise. */
export function createHealthService(deps: {
  pingDatabase: () => Promise<void>;
  version: string;
  timeoutMs?: number;
}): HealthService {
  const timeoutMs = deps.timeoutMs ?? HEALTH_DATABASE_TIMEOUT_MS;
  return {
    async check() {
      const databaseUp = await answersWithin(deps.pingDatabase(), timeoutMs);
      return {
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'up' : 'down',
        version: deps.version,
      };
    },
  };
}

async function answersWithin(ping: Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping.then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
