import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireOperator } from '../../features/admin/require-operator';
import { bonusCampaignsAdminRoutes } from '../../features/bonuses/admin/bonus-campaigns-routes';
import { catalogueAdminRoutes } from '../../features/catalogue/admin/catalogue-admin-routes';
import { chatAdminRoutes } from '../../features/chat/admin/chat-admin-routes';
import { contentAdminRoutes } from '../../features/content/admin/content-admin-routes';
import { couponsAdminRoutes } from '../../features/coupons/admin/coupons-admin-routes';
import { crashTablesAdminRoutes } from '../../features/crash/admin/crash-tables-routes';
import { kycAdminRoutes } from '../../features/kyc/admin/kyc-admin-routes';
import { notificationsAdminRoutes } from '../../features/notifications/admin/notifications-admin-routes';
import { playersAdminRoutes } from '../../features/players/admin/players-admin-routes';
import { providersAdminRoutes } from '../../features/providers/admin/providers-admin-routes';
import { reportsAdminRoutes } from '../../features/reports/admin-routes';
import { vipAdminRoutes } from '../../features/vip/admin/vip-admin-routes';
import { ADMIN_PATHS, adminChildPath } from '../../lib/admin-pages';
import { RequireAuth } from '../session/session-guards';

/** The player's limits and breaks on the operator's player page (its code loads with that page). */
const PlayerLimitsSection = lazy(async () => ({
  default: (await import('../../features/limits/admin/player-limits-section')).PlayerLimitsSection,
}));

/**
 * The operator console under `/admin` (issue 17), outside the player's frame: the router puts
 * these beside the app layout, so no part of the player's site renders here. Guests are sent to
 * log in, players get the not-found page. The guards ship with the app; the console's layout,
 * its pages and their texts are chunks loaded when an operator opens them.
 *
 * Each feature adds its operator pages with one line (`...xAdminRoutes`) in the list below.
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
            // A page that fails shows its error inside the console, so its menu still works.
            lazy: async () => {
              const { AdminLayout, AdminErrorBoundary } = await import(
                '../../features/admin/admin-layout'
              );
              return { Component: AdminLayout, ErrorBoundary: AdminErrorBoundary };
            },
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../../features/admin/admin-layout')).AdminIndexRedirect,
                }),
              },
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
              ...catalogueAdminRoutes,
              ...bonusCampaignsAdminRoutes,
              ...chatAdminRoutes,
              ...contentAdminRoutes,
              ...couponsAdminRoutes,
              ...crashTablesAdminRoutes,
              ...kycAdminRoutes,
              ...notificationsAdminRoutes,
              ...playersAdminRoutes({
                sections: (playerId) => <PlayerLimitsSection userId={playerId} />,
              }),
              ...providersAdminRoutes,
              ...reportsAdminRoutes,
              ...vipAdminRoutes,
            ],
          },
        ],
      },
    ],
  },
];
