import type { RouteObject } from 'react-router';

/**
 * /customersupport in the support layout (SPEC §2): live chat for players; guests see the
 * support page's content and the not-authenticated card. Those two belong to the content and
 * auth features, so they are put together here, where routes are wired, and handed to the
 * layout: the chat's own components import no other feature.
 */
export const chatRoutes: RouteObject[] = [
  {
    path: 'customersupport',
    lazy: async () => {
      const [{ SupportLayout }, { SupportPage }, { NotAuthenticatedCard }] = await Promise.all([
        import('../../features/chat/support-layout'),
        import('../../features/content/support-page'),
        import('../../features/auth/components/not-authenticated-card'),
      ]);
      return {
        element: <SupportLayout guestPage={<SupportPage />} guestCard={<NotAuthenticatedCard />} />,
      };
    },
  },
];
