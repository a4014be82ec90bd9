import type { AdminChatGroup, ChatMessage, ChatMessagePage } from '@satsino/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { renderRoutes } from '../../test-support/render-routes';
import { testUser } from '../../test-support/test-user';
import { ChatConsolePage } from './admin/chat-console-page';
import {
  adminChatGroupsQueryKey,
  adminChatMessagesQueryKey,
  CHAT_GROUPS_QUERY_KEY,
  CHAT_UNREAD_QUERY_KEY,
  chatMessagesQueryKey,
} from './api/chat-api';
import { SupportLayout } from './support-layout';

const i18n = createI18n();

// The session store needs a browser (useSyncExternalStore has no server snapshot).
const session = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../../app/session/session-context', () => ({
  useSession: () =>
    session.signedIn
      ? { status: 'authenticated', user: player, logOut: async () => {} }
      : { status: 'guest', user: undefined, logOut: async () => {} },
}));

beforeAll(async () => {
  await i18n.loadNamespaces('chat');
});

const player = testUser({ id: 7, name: 'alice', email: 'alice@example.com' });

const message = (id: number, from: ChatMessage['from'], text: string): ChatMessage => ({
  id,
  group_id: 5,
  from,
  author: from === 'player' ? 'alice' : 'operator_bob',
  message: text,
  created_at: '2026-03-05T14:07:00.000Z',
});

const page: ChatMessagePage = {
  messages: [
    message(1, 'player', 'Where is my withdrawal?'),
    message(2, 'operator', 'It was sent a minute ago.'),
  ],
  has_more: true,
};

const adminGroup: AdminChatGroup = {
  id: 5,
  name: 'withdrawals',
  photo_url: null,
  active: true,
  player: { id: 7, name: 'alice', email: 'alice@example.com', photo_url: null },
  unread: 2,
  priority: false,
  vip_manager: null,
  last_message: 'Where is my withdrawal?',
  last_message_at: '2026-03-05T14:07:00.000Z',
  created_at: '2026-03-05T14:00:00.000Z',
};

function seededClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(CHAT_GROUPS_QUERY_KEY, [
    { id: 5, name: 'withdrawals', photo_url: null },
    { id: 6, name: 'My lost spins', photo_url: null },
  ]);
  client.setQueryData(CHAT_UNREAD_QUERY_KEY, {
    total: 1,
    groups: [
      { id: 5, unread: 0 },
      { id: 6, unread: 1 },
    ],
  });
  const data = { pages: [page], pageParams: [undefined] };
  client.setQueryData(chatMessagesQueryKey(5), data);
  client.setQueryData(adminChatMessagesQueryKey(5), data);
  client.setQueryData(adminChatGroupsQueryKey('active'), [adminGroup]);
  return client;
}

function render(path: string, signedIn = true): string {
  session.signedIn = signedIn;
  return renderRoutes({
    i18n,
    client: seededClient(),
    path,
    routes: (
      <>
        <Route
          path="customersupport"
          element={
            <SupportLayout
              guestPage={<p>support page content</p>}
              guestCard={<p>register card</p>}
            />
          }
        />
        <Route path="admin/chat" element={<ChatConsolePage />} />
      </>
    ),
  });
}

describe('chat pages render', () => {
  it('the support layout for a player: who, the groups and the selected conversation', () => {
    const html = render('/customersupport?group=WITHDRAWALS');
    expect(html).toContain('Live support');
    expect(html).toContain('alice@example.com');
    expect(html).toContain('Log out');
    expect(html).toContain('Groups');
    expect(html).toContain('Withdrawals');
    expect(html).toContain('My lost spins');
    expect(html).toContain('Close the conversation My lost spins');
    expect(html).toContain('1 unread');
    expect(html).toContain('New conversation');
    expect(html).toContain('Where is my withdrawal?');
    // The operator's message is signed "Support", the player's own "You".
    expect(html).toContain('Support');
    expect(html).toContain('You');
    expect(html).toContain('Show older messages');
    expect(html).toContain('Write a message');
  });

  it('the support layout without a selection asks to choose a conversation', () => {
    const html = render('/customersupport');
    expect(html).toContain('Choose a conversation, or start a new one.');
    expect(html).not.toContain('Where is my withdrawal?');
  });

  it('the support page and the register card for guests', () => {
    const html = render('/customersupport', false);
    expect(html).toContain('support page content');
    expect(html).toContain('register card');
    expect(html).toContain('Live chat for players');
    expect(html).not.toContain('Groups');
  });

  it('the operator console with unread counts and the conversation', () => {
    const html = render('/admin/chat?group=5');
    expect(html).toContain('Support chat');
    expect(html).toContain('alice · Withdrawals');
    expect(html).toContain('2 unread');
    expect(html).toContain('alice · alice@example.com');
    expect(html).toContain('operator_bob');
    expect(html).toContain('Close conversation');
    expect(html).toContain('Open a conversation');
  });
});
