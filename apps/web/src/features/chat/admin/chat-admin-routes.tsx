import type { RouteObject } from 'react-router';

/**
 * The operator's support chat, relative to /admin (`/admin/chat`). The admin layout wires these
 * below its operator guard and lists the page in its menu.
 */
export const CHAT_ADMIN_PATH = 'chat';

export const chatAdminRoutes: RouteObject[] = [
  {
    path: CHAT_ADMIN_PATH,
    lazy: async () => ({
      Component: (await import('./chat-console-page')).ChatConsolePage,
    }),
  },
];
