import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connection.js';
import { users } from '../../src/modules/account/account.schema.js';
import { mailOutbox } from '../../src/modules/mail/mail.schema.js';

/** A client address per call, so tests do not run into the per-IP sign-in limits by accident. */
export function freshIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface TestPlayer {
  id: number;
  token: string;
  name: string;
  email: string;
  password: string;
}

/** Registers a player through the API, as a browser would. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestPlayer> {
  const suffix = randomBytes(4).toString('hex');
  const body = {
    name: `player_${suffix}`,
    email: `player.${suffix}@example.com`,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    currency: 'USD',
    terms: true,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body,
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const { token } = response.json() as { token: string };
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  return {
    id: (me.json() as { id: number }).id,
    token,
    name: String(body.name),
    email: String(body.email),
    password: String(body.password),
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, ...extra },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** The newest e-mail sent to an address, as the outbox holds it. */
export async function latestMail(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export async function mailCount(db: Db, to: string): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`);
  return rows.length;
}

/** The `name` query parameter of the link in the newest e-mail to `to`. */
export async function linkParam(db: Db, to: string, name: string): Promise<string> {
  const mail = await latestMail(db, to);
  const value = mail?.link ? new URL(mail.link).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in the latest e-mail to ${to}`);
  return value;
}

export async function setRole(db: Db, userId: number, role: 'player' | 'support' | 'admin') {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export async function markAccountVerified(db: Db, userId: number) {
  await db.update(users).set({ accountVerifiedAt: new Date() }).where(eq(users.id, userId));
}
