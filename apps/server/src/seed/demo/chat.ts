import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { findUserByEmail } from '../../modules/account/account.repo.js';
import { chatGroups, chatMessages } from '../../modules/chat/chat.schema.js';
import { dataPath, readJsonFile } from '../data-files.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/** The demo operator's greeting (data/demo/chat.json), in the demo player's first support chat. */
const welcomeMessage = z.strictObject({ name: z.string().min(1), message: z.string().min(1) });

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
  const welcome = readJsonFile(dataPath('demo', 'chat.json'), welcomeMessage);
  const now = new Date();
  const [group] = await db
    .insert(chatGroups)
    .values({
      userId: player.id,
      name: welcome.name,
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
    body: welcome.message,
    createdAt: now,
  });
}
