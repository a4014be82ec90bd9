import { eq } from 'drizzle-orm';
import { findUserByEmail } from '../../modules/account/account.repo.js';
import { chatGroups, chatMessages } from '../../modules/chat/chat.schema.js';
import type { Db } from '../connection.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/** The demo operator's greeting, in the demo player's first support conversation. */
const WELCOME = {
  name: 'Welcome',
  message:
    'Hi! This is live support. Ask us anything about deposits, withdrawals, bonuses or your account, and we answer here.',
} as const;

const demoEmail = (role: 'player' | 'admin') => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role} account`);
  return account.email;
};

/**
 * The chat domain's demo data: a welcome conversation opened by the demo operator for the demo
 * player, so the support page shows a live chat at once. Idempotent: only for a demo player who
 * has never had a conversation; two processes seeding at once meet the unique active name.
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const player = await findUserByEmail(db, demoEmail('player'));
  const operator = await findUserByEmail(db, demoEmail('admin'));
  if (!player || !operator) return;
  const [existing] = await db
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(eq(chatGroups.userId, player.id))
    .limit(1);
  if (existing) return;
  const now = new Date();
  const [group] = await db
    .insert(chatGroups)
    .values({
      userId: player.id,
      name: WELCOME.name,
      photoUrl: operator.photoUrl,
      openedBy: operator.id,
      lastMessageAt: now,
      playerLastReadId: 0,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: chatGroups.id });
  if (!group) return;
  await db.insert(chatMessages).values({
    groupId: group.id,
    senderId: operator.id,
    fromStaff: true,
    body: WELCOME.message,
    createdAt: now,
  });
}
