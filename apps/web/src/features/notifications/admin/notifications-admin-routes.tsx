import type { RouteObject } from 'react-router';

/** The operator's notifications page, relative to /admin (`/admin/notifications`). */
export const notificationsAdminRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('./notifications-admin-page')).NotificationsAdminPage,
    }),
  },
];
