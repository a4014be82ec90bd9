/**
 * Shown while the first page's translations and code load. The preloader of index.html covers
 * the window until then and the loading bar shows the progress, so there is nothing to draw.
 */
export function BootScreen() {
  return null;
}
