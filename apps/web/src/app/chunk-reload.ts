/*
 * After a deploy, an open tab still asks for the code chunks of the release it started with,
 * and the server no longer has them. Reloading fetches the new release; remembering when we
 * last did it keeps a chunk that is really broken from reloading the page forever (SPEC §4).
 */

/** SPEC §4/§9: reload for a failed chunk at most once in this time. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Where the time of the last such reload is kept: per tab, and it survives the reload. */
const LAST_RELOAD_KEY = 'satsino.chunk-reload-at';

/** What browsers and Vite say when a dynamic import or its preload fails. */
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (css )?chunk .* failed/i, // other bundlers' wording, kept for safety
];

/** Whether `error` is a code chunk that could not be loaded (rather than a bug in it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Whether a reload is allowed now, given the time of the last one (null: never). */
export function mayReloadForChunk(lastReloadAtMs: number | null, nowMs: number): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= CHUNK_RELOAD_INTERVAL_MS;
}

/** The storage the guard uses; sessionStorage in the browser. */
interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reloads the page for a failed chunk unless it did so within the last minute. Returns whether
 * it reloads; when it does not, the caller shows the error page. Without storage (some private
 * modes) there is no way to stop a loop, so it never reloads.
 */
export function reloadForChunkFailure(
  memory: ReloadMemory | undefined = browserSessionStorage(),
  nowMs: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (memory === undefined) {
    return false;
  }
  try {
    const stored = Number(memory.getItem(LAST_RELOAD_KEY));
    const last = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!mayReloadForChunk(last, nowMs)) {
      return false;
    }
    memory.setItem(LAST_RELOAD_KEY, String(nowMs));
  } catch {
    return false;
  }
  reload();
  return true;
}

function browserSessionStorage(): ReloadMemory | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
