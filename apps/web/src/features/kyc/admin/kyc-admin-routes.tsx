import type { RouteObject } from 'react-router';

/**
 * The operator's review of verifications, relative to /admin (`/admin/verifications` and
 * `/admin/verifications/:caseId`). The admin layout wires these below its operator guard and
 * lists the first in its menu.
 */
export const KYC_ADMIN_PATH = 'verifications';

export const kycAdminRoutes: RouteObject[] = [
  {
    path: KYC_ADMIN_PATH,
    lazy: async () => ({
      Component: (await import('./verifications-page')).VerificationsPage,
    }),
  },
  {
    path: `${KYC_ADMIN_PATH}/:caseId`,
    lazy: async () => ({
      Component: (await import('./verification-review-page')).VerificationReviewPage,
    }),
  },
];
