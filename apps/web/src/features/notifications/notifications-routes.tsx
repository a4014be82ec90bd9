import type { RouteObject } from 'react-router';

/** Settings pages of the notifications domain (/settings/notifications). */
export const notificationsSettingsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('./notifications-page')).NotificationsPage,
    }),
  },
];
