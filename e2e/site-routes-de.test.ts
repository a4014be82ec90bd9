import { describe } from 'vitest';
import { describePublicRouteWalks, LOCALES, useSiteJourney } from './helpers/site-routes.js';

// The two widths' walks (one page each) and the server's answer to each address run side by side.
describe.concurrent('site routes in German at two widths', () => {
  describePublicRouteWalks(useSiteJourney(), LOCALES[1]);
});
