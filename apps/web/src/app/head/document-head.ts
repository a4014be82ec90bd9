import type { HeadLinks } from './head-links';

/** The element matching `selector` in <head>, created by `create` the first time. */
function headElement<Element extends HTMLElement>(selector: string, create: () => Element) {
  const found = document.head.querySelector<Element>(selector);
  if (found !== null) {
    return found;
  }
  const created = create();
  document.head.append(created);
  return created;
}

function link(rel: string, hrefLang?: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  if (hrefLang !== undefined) {
    element.hreflang = hrefLang;
  }
  return element;
}

/** `<meta name="description">`, which search results show under the title. */
export function writeMetaDescription(content: string): void {
  const meta = headElement('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.name = 'description';
    return element;
  });
  meta.content = content;
}

/** `<link rel="canonical">` and one `<link rel="alternate" hreflang>` per language. */
export function writeHeadLinks({ canonical, alternates }: HeadLinks): void {
  headElement('link[rel="canonical"]', () => link('canonical')).href = canonical;
  const wanted = new Set(alternates.map(({ hrefLang }) => hrefLang));
  for (const stale of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    if (!wanted.has(stale.hreflang)) {
      stale.remove();
    }
  }
  for (const { hrefLang, href } of alternates) {
    headElement(`link[rel="alternate"][hreflang="${hrefLang}"]`, () =>
      link('alternate', hrefLang),
    ).href = href;
  }
}
