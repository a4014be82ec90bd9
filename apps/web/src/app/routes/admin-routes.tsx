import type { RouteObject } from 'react-router';
import { ADMIN_PATHS, adminChildPath } from '../../features/admin/admin-pages';
import { RequireOperator } from '../../features/admin/require-operator';
import { chatAdminRoutes } from '../../features/chat/admin/chat-admin-routes';
import { couponsAdminRoutes } from '../../features/coupons/admin/coupons-admin-routes';
import { kycAdminRoutes } from '../../features/kyc/admin/kyc-admin-routes';
import { notificationsAdminRoutes } from '../../features/notifications/admin/notifications-admin-routes';
import { providersAdminRoutes } from '../../features/providers/admin/providers-admin-routes';
import { vipAdminRoutes } from '../../features/vip/admin/vip-admin-routes';
import { LocalizedRedirect } from '../localized-redirect';
import { RequireAuth } from '../session/session-guards';

/**
 * The operator's cashier pages under `/admin` (the wallet issue): guests are sent to log in,
 * players get the not-found page. The guards ship with the app; the layout, the pages and their
 * texts are chunks loaded when an operator opens them.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: ADMIN_PATHS.root.slice(1),
    Component: RequireAuth,
    children: [
      {
        Component: RequireOperator,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../../features/admin/admin-layout')).AdminLayout,
            }),
            children: [
              { index: true, element: <LocalizedRedirect to={ADMIN_PATHS.withdrawals} /> },
              {
                path: adminChildPath(ADMIN_PATHS.withdrawals),
                lazy: async () => ({
                  Component: (await import('../../features/admin/withdrawals/withdrawals-page'))
                    .WithdrawalsPage,
                }),
              },
              {
                path: adminChildPath(ADMIN_PATHS.deposits),
                lazy: async () => ({
                  Component: (await import('../../features/admin/deposits/deposits-page'))
                    .DepositsPage,
                }),
              },
              {
                path: adminChildPath(ADMIN_PATHS.audit),
                lazy: async () => ({
                  Component: (await import('../../features/admin/audit/ledger-audit-page'))
                    .LedgerAuditPage,
                }),
              },
              {
                path: adminChildPath(ADMIN_PATHS.log),
                lazy: async () => ({
                  Component: (await import('../../features/admin/operator-log/operator-log-page'))
                    .OperatorLogPage,
                }),
              },
              {
                path: adminChildPath(ADMIN_PATHS.crashChains),
                lazy: async () => ({
                  Component: (await import('../../features/admin/crash-chains/crash-chains-page'))
                    .CrashChainsAdminPage,
                }),
              },
              ...chatAdminRoutes,
              ...couponsAdminRoutes,
              ...kycAdminRoutes,
              ...notificationsAdminRoutes,
              ...providersAdminRoutes,
              ...vipAdminRoutes,
            ],
          },
        ],
      },
    ],
  },
];
