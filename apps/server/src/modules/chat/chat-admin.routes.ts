import {
  adminChatGroup,
  adminChatGroupList,
  adminChatGroupsQuery,
  adminOpenGroupRequest,
  chatGroupIdParams,
  chatMessage,
  chatMessagePage,
  chatMessagesQuery,
  chatReadResponse,
  sendMessageRequest,
} from '@satsino/contract/chat';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { ChatService } from './chat.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['admin'];

/** The operator console's chat calls (support and admin staff). */
export function registerChatAdminRoutes(app: FastifyInstance, chat: ChatService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffOnly };

  routes.get(
    '/api/admin/chat/groups',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Support conversations with unread counts, most recent activity first',
        security: bearer,
        querystring: adminChatGroupsQuery,
        response: { 200: adminChatGroupList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => chat.adminGroups(request.query.status),
  );

  routes.post(
    '/api/admin/chat/groups',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Open a conversation for a player (by e-mail or id); the player gets it live',
        description:
          'Answers 201 with a new group, or 200 with the open group of the same name (the message is added to it).',
        security: bearer,
        body: adminOpenGroupRequest,
        response: {
          200: adminChatGroup,
          201: adminChatGroup,
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { group, created } = await chat.adminOpen(
        requireIdentity(request).userId,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return group;
    },
  );

  routes.get(
    '/api/admin/chat/groups/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One support conversation',
        security: bearer,
        params: chatGroupIdParams,
        response: { 200: adminChatGroup, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => chat.adminGroup(request.params.id),
  );

  routes.get(
    '/api/admin/chat/groups/:id/messages',
    {
      ...staff,
      schema: {
        tags,
        summary: 'A page of messages, newest last; `before` pages back to older ones',
        security: bearer,
        params: chatGroupIdParams,
        querystring: chatMessagesQuery,
        response: { 200: chatMessagePage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => chat.adminMessages(request.params.id, request.query),
  );

  routes.post(
    '/api/admin/chat/groups/:id/messages',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Answer the player in an active conversation',
        security: bearer,
        params: chatGroupIdParams,
        body: sendMessageRequest,
        response: { 201: chatMessage, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const message = await chat.adminSend(
        requireIdentity(request).userId,
        request.params.id,
        request.body.message,
      );
      reply.code(201);
      return message;
    },
  );

  routes.post(
    '/api/admin/chat/groups/:id/read',
    {
      ...staff,
      schema: {
        tags,
        summary: "Mark the player's messages in the conversation read by the operators",
        security: bearer,
        params: chatGroupIdParams,
        response: { 200: chatReadResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await chat.adminRead(request.params.id);
      return { id: request.params.id, unread: 0 as const };
    },
  );

  routes.post(
    '/api/admin/chat/groups/:id/close',
    {
      ...staff,
      schema: {
        tags,
        summary: "Close a conversation; it leaves the player's groups",
        security: bearer,
        params: chatGroupIdParams,
        response: { 200: adminChatGroup, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => chat.adminClose(requireIdentity(request).userId, request.params.id),
  );
}
