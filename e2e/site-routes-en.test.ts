import { describe } from 'vitest';
import { describePublicRouteWalks, LOCALES, useSiteJourney } from './helpers/site-routes.js';

describe('site routes in English at two widths', () => {
  describePublicRouteWalks(useSiteJourney(), LOCALES[0]);
});
