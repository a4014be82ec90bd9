import {
  type ChatGroup,
  type ChatMessage,
  type ChatMessagePage,
  isChatTopic,
} from '@satsino/contract/chat';
import type { InfiniteData } from '@tanstack/react-query';

/** SPEC §4: a new group is appended; one the list already has (another tab's echo) is not. */
export function appendGroup(groups: readonly ChatGroup[], group: ChatGroup): ChatGroup[] {
  return groups.some((candidate) => candidate.id === group.id) ? [...groups] : [...groups, group];
}

/** SPEC §4: a deactivated group leaves the list. */
export function removeGroup(groups: readonly ChatGroup[], id: number): ChatGroup[] {
  return groups.filter((group) => group.id !== id);
}

/** Groups are selected by name (SPEC §2), regardless of case as the server matches them. */
export function findGroupByName(
  groups: readonly ChatGroup[],
  name: string | null,
): ChatGroup | undefined {
  if (name === null) return undefined;
  const wanted = name.toLowerCase();
  return groups.find((group) => group.name.toLowerCase() === wanted);
}

/**
 * The messages of every loaded page in reading order (newest last). Pages overlap once new
 * messages push the newest page forward, so each message is kept once.
 */
export function messagesInOrder(pages: readonly ChatMessagePage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) {
    for (const message of page.messages) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The cached conversation with a message just sent added to its newest page. */
export function withMessage(
  data: InfiniteData<ChatMessagePage, number | undefined> | undefined,
  message: ChatMessage,
): InfiniteData<ChatMessagePage, number | undefined> | undefined {
  if (data === undefined) return data;
  const [newest, ...older] = data.pages;
  if (newest === undefined) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** A topic's name in the reader's language; a free name as the player wrote it. */
export function groupDisplayName(name: string, topicName: (topic: string) => string): string {
  return isChatTopic(name) ? topicName(name) : name;
}

/** The letter an avatar without a photo shows. */
export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}
