import type { ChatMessage, ChatMessagePage } from '@satsino/contract/chat';
import { describe, expect, it } from 'vitest';
import {
  appendGroup,
  findGroupByName,
  groupDisplayName,
  initialOf,
  messagesInOrder,
  removeGroup,
  withMessage,
} from './chat-state';

const group = (id: number, name: string) => ({ id, name, photo_url: null });
const message = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  group_id: 1,
  from: 'player',
  author: 'ann',
  message: text,
  created_at: '2026-01-01T00:00:00.000Z',
});
const page = (ids: number[], hasMore = false): ChatMessagePage => ({
  messages: ids.map((id) => message(id)),
  has_more: hasMore,
});

describe('groups', () => {
  it('appends a new group once', () => {
    const list = [group(1, 'deposits')];
    expect(appendGroup(list, group(2, 'other'))).toEqual([group(1, 'deposits'), group(2, 'other')]);
    expect(appendGroup(list, group(1, 'deposits'))).toEqual(list);
  });

  it('removes a deactivated group', () => {
    expect(removeGroup([group(1, 'a'), group(2, 'b')], 1)).toEqual([group(2, 'b')]);
  });

  it('selects by name regardless of case', () => {
    const list = [group(1, 'Deposits'), group(2, 'My spins')];
    expect(findGroupByName(list, 'my SPINS')?.id).toBe(2);
    expect(findGroupByName(list, 'unknown')).toBeUndefined();
    expect(findGroupByName(list, null)).toBeUndefined();
  });

  it('translates topics and keeps free names', () => {
    const topic = (name: string) => `topic:${name}`;
    expect(groupDisplayName('deposits', topic)).toBe('topic:deposits');
    expect(groupDisplayName('Lost spins', topic)).toBe('Lost spins');
  });

  it('makes an initial for avatars', () => {
    expect(initialOf(' ann')).toBe('A');
    expect(initialOf('')).toBe('?');
  });
});

describe('messages', () => {
  it('reads pages newest-first into one list, newest last, without duplicates', () => {
    // The newest page moved forward after new messages and overlaps the older page.
    const pages = [page([4, 5, 6]), page([2, 3, 4], true)];
    expect(messagesInOrder(pages).map((m) => m.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it('adds a sent message to the newest page once', () => {
    const data = { pages: [page([2, 3]), page([1])], pageParams: [undefined, 2] };
    const next = withMessage(data, message(4));
    expect(next?.pages[0]?.messages.map((m) => m.id)).toEqual([2, 3, 4]);
    expect(next?.pages[1]).toBe(data.pages[1]);
    expect(withMessage(next, message(4))).toBe(next);
    expect(withMessage(undefined, message(4))).toBeUndefined();
  });
});
