import { describe } from 'vitest';
import { describePublicRouteWalks, LOCALES, useSiteJourney } from './helpers/site-routes.js';

// The two widths' walks run side by side, each in its own page.
describe.concurrent('site routes in German at two widths', () => {
  describePublicRouteWalks(useSiteJourney(), LOCALES[1]);
});
