import { type Params, redirect } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';

/** What the redirect loaders read of React Router's loader arguments. */
interface RedirectLoaderArgs {
  request: Request;
  params: Params;
}

/**
 * A route loader that sends an address to its canonical page before anything renders:
 * `target` answers the path without a locale prefix (or `undefined` to stay), and the redirect
 * keeps the reader's locale and the query string. A route whose target may be `undefined`
 * renders its own page in that case.
 */
export function redirectLoader(target: (params: Params) => string | undefined) {
  return ({ request, params }: RedirectLoaderArgs): Response | null => {
    const path = target(params);
    if (path === undefined) {
      return null;
    }
    const url = new URL(request.url);
    return redirect(`${localizedPath(path, stripLocale(url.pathname).locale)}${url.search}`);
  };
}
