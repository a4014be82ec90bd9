import type { RouteObject } from 'react-router';

/** Settings pages of account verification (/settings/verification). */
export const kycSettingsRoutes: RouteObject[] = [
  {
    path: 'verification',
    lazy: async () => ({
      Component: (await import('./verification-page')).VerificationPage,
    }),
  },
];
