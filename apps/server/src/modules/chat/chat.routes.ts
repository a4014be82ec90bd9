import {
  activeGroupsResponse,
  chatGroup,
  chatGroupIdParams,
  chatMessage,
  chatMessagePage,
  chatMessagesQuery,
  chatReadResponse,
  chatUnreadResponse,
  createGroupRequest,
  deactivateGroupQuery,
  deactivateGroupResponse,
  sendMessageRequest,
} from '@satsino/contract/chat';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { ChatService } from './chat.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['chat'];

/**
 * The player's chat calls: the two group calls of SPEC §7 at their host paths, and the message
 * calls the spec implies (DESIGN §3) under /api/chat. All of them need a signed-in player.
 */
export function registerChatRoutes(app: FastifyInstance, chat: ChatService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const player = { preValidation: signedIn };

  routes.get(
    '/api/groups/active',
    {
      ...player,
      schema: {
        tags,
        summary: "The player's active chat groups (id, name, photo_url), oldest first",
        security: bearer,
        response: { 200: activeGroupsResponse, ...errorResponses(401) },
      },
    },
    async (request) => chat.activeGroups(requireIdentity(request).userId),
  );

  routes.get(
    '/api/group/deactivate',
    {
      ...player,
      schema: {
        tags,
        summary:
          "Deactivate the player's active group of this name; answers the removed group's id",
        security: bearer,
        querystring: deactivateGroupQuery,
        response: { 200: deactivateGroupResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      id: await chat.deactivateByName(requireIdentity(request).userId, request.query.group_name),
    }),
  );

  routes.get(
    '/api/chat/unread',
    {
      ...player,
      schema: {
        tags,
        summary: 'Unread support messages per active group, and their total',
        security: bearer,
        response: { 200: chatUnreadResponse, ...errorResponses(401) },
      },
    },
    async (request) => chat.playerUnread(requireIdentity(request).userId),
  );

  routes.post(
    '/api/chat/groups',
    {
      ...player,
      schema: {
        tags,
        summary: 'Open a conversation on a topic or under a name, with an optional first message',
        description:
          'Answers 201 with a new group, or 200 with the open group of the same name. Operators are alerted.',
        security: bearer,
        body: createGroupRequest,
        response: {
          200: chatGroup,
          201: chatGroup,
          ...errorResponses(401, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { group, created } = await chat.openGroup(
        requireIdentity(request).userId,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return group;
    },
  );

  routes.post(
    '/api/chat/groups/:id/close',
    {
      ...player,
      schema: {
        tags,
        summary: "Deactivate one of the player's groups by id",
        security: bearer,
        params: chatGroupIdParams,
        response: { 200: deactivateGroupResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      id: await chat.closeOwnGroup(requireIdentity(request).userId, request.params.id),
    }),
  );

  routes.get(
    '/api/chat/groups/:id/messages',
    {
      ...player,
      schema: {
        tags,
        summary: 'A page of messages, newest last; `before` pages back to older ones',
        security: bearer,
        params: chatGroupIdParams,
        querystring: chatMessagesQuery,
        response: { 200: chatMessagePage, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) =>
      chat.playerMessages(requireIdentity(request).userId, request.params.id, request.query),
  );

  routes.post(
    '/api/chat/groups/:id/messages',
    {
      ...player,
      schema: {
        tags,
        summary: 'Send a message to support in an active group',
        security: bearer,
        params: chatGroupIdParams,
        body: sendMessageRequest,
        response: { 201: chatMessage, ...errorResponses(401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const message = await chat.playerSend(
        requireIdentity(request).userId,
        request.params.id,
        request.body.message,
      );
      reply.code(201);
      return message;
    },
  );

  routes.post(
    '/api/chat/groups/:id/read',
    {
      ...player,
      schema: {
        tags,
        summary: "Mark the group's messages read by the player",
        security: bearer,
        params: chatGroupIdParams,
        response: { 200: chatReadResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await chat.playerRead(requireIdentity(request).userId, request.params.id);
      return { id: request.params.id, unread: 0 as const };
    },
  );
}
