/** The element of index.html that covers the window until the app has drawn its first page. */
const PRELOADER_ID = 'preloader';
const PRELOADER_DONE_CLASS = 'preloader--done';
/** index.html fades the preloader out over 200 ms; it is removed once that is over. */
const PRELOADER_FADE_MS = 250;

/**
 * Fades the static preloader out and removes it (SPEC §2: the layout removes the preloader on
 * load). Safe to call any number of times; the first call does the work.
 */
export function removePreloader(): void {
  const preloader = document.getElementById(PRELOADER_ID);
  if (preloader === null || preloader.classList.contains(PRELOADER_DONE_CLASS)) {
    return;
  }
  preloader.classList.add(PRELOADER_DONE_CLASS);
  setTimeout(() => preloader.remove(), PRELOADER_FADE_MS);
}
