import type { CrashEvent } from '@satsino/contract/crash';

/** Where crash events go: the table's public room (the real-time hub), on every process. */
export interface CrashPublisher {
  publish(event: CrashEvent): void;
}
