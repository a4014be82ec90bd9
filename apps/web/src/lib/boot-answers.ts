/** The element the server puts into index.html (apps/server web-app.ts). */
const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';
/**
 * Boot answers stand for the first load only: a page opened long after, in a tab left open,
 * asks the server again.
 */
const BOOT_ANSWER_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(BOOT_ANSWERS_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (typeof parsed === 'object' && parsed !== null) {
        for (const [path, answer] of Object.entries(parsed)) found.set(path, answer);
      }
    } catch {
      // A page without usable boot answers asks the server, as it always could.
    }
  }
  return found;
}

/**
 * The answer the server already gave, in the page's HTML, to a GET of `path` (e.g.
 * `/api/site`), or undefined. Each answer is given once: the next request for the same path
 * goes to the server. The caller validates it like any answer (issue 12: the first page need not
 * wait for a round trip to learn what the server knew when it sent the page).
 */
export function takeBootAnswer(path: string, ageMs = performance.now()): unknown {
  answers ??= readAnswers();
  const answer = answers.get(path);
  answers.delete(path);
  return ageMs <= BOOT_ANSWER_MAX_AGE_MS ? answer : undefined;
}

/** Forgets what was read, so that a test can give other boot answers. */
export function resetBootAnswers(): void {
  answers = undefined;
}
