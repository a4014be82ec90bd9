import {
  adminNotificationBroadcast,
  adminNotificationBroadcastResult,
  adminNotificationSend,
  adminNotificationSent,
  notification,
  notificationReadRequest,
  notificationsReadAllResponse,
  notificationsRequest,
  notificationsResponse,
  notificationsUnreadResponse,
} from '@satsino/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { NotificationsService } from './notifications.service.js';

const bearer = [{ bearerAuth: [] }];

/**
 * SPEC §7 notification calls. SPEC §6: "notification calls silently do nothing without a
 * token", so the list and the count answer a guest with nothing rather than 401; marking read
 * names a notification, which a guest has none of, and answers 401.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  notifications: NotificationsService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/user/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The player's notifications, newest first, a page at a time",
        description:
          'With `read: true` (what the web sends) read and unread ones; without it (or false) only the unread ones. At most 50 per call; ask for older ones with `before_id` (the last id shown) while `has_more`. Without a token: an empty list.',
        security: bearer,
        body: notificationsRequest.nullish(),
        response: { 200: notificationsResponse, ...errorResponses(422) },
      },
    },
    async (request) => {
      if (!request.identity) return { notifications: [], unread: 0, has_more: false };
      return notifications.list(request.identity.userId, request.body ?? {});
    },
  );

  routes.get(
    '/api/user/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the player's notifications are unread (the badge)",
        description: 'Without a token: 0.',
        security: bearer,
        response: { 200: notificationsUnreadResponse },
      },
    },
    async (request) => ({
      unread: request.identity ? await notifications.unread(request.identity.userId) : 0,
    }),
  );

  routes.post(
    '/api/user/notifications/read',
    {
      preValidation: signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read; answers the updated notification',
        description: "Another player's notification is not found (404).",
        security: bearer,
        body: notificationReadRequest,
        response: { 200: notification, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => notifications.markRead(requireIdentity(request).userId, request.body.id),
  );

  routes.post(
    '/api/user/notifications/read-all',
    {
      preValidation: signedIn,
      schema: {
        tags: ['notifications'],
        summary: "Mark all the player's notifications read",
        security: bearer,
        response: { 200: notificationsReadAllResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({
      updated: await notifications.markAllRead(requireIdentity(request).userId),
    }),
  );

  routes.post(
    '/api/admin/notifications',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to one player (stored, then pushed live)',
        security: bearer,
        body: adminNotificationSend,
        response: { 201: adminNotificationSent, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const sent = await notifications.send(
        requireIdentity(request).userId,
        request.body.user_id,
        request.body.text,
      );
      return reply.code(201).send(sent);
    },
  );

  routes.post(
    '/api/admin/notifications/broadcast',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to every player, in batches',
        security: bearer,
        body: adminNotificationBroadcast,
        response: { 200: adminNotificationBroadcastResult, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      recipients: await notifications.broadcast(requireIdentity(request).userId, request.body.text),
    }),
  );
}
