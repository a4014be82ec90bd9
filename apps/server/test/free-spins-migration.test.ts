import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import {
  seededBefore0025,
  useDatabaseBeforeMigration,
} from './helpers/database-before-migration.js';

/*
 * Migration 0016 (issue 14) on a database from before free spins: a welcome offer not yet used
 * gains its 100 spins, offers of later deposits and finished bonuses do not, the two slots whose
 * feature round changed their RTP state the new figure, and the rounds' amounts CHECK, replaced
 * to let a free spin stake nothing, still holds every existing round.
 */
const TAG = '0016_free_spins';

describe('migrating a database from before free spins', () => {
  const database = useDatabaseBeforeMigration(TAG);
  const pool = () => database.pool();

  it('gives open welcome offers their spins and corrects the two slots’ RTP', async () => {
    await database.migrateToBefore();
    await seedDemoCatalogue(drizzle(pool()), { only: seededBefore0025 });
    // As the seed of the time left them: the RTP before the feature rounds.
    await pool().query(
      `UPDATE catalogue_games SET rtp_bps = CASE slug WHEN 'fruit-fiesta' THEN 9599 ELSE 9551 END
       WHERE slug IN ('fruit-fiesta', 'cosmic-cash')`,
    );
    await pool().query(
      `UPDATE catalogue_game_translations SET description = 'Return to player: 95.99%.'
       WHERE locale = 'en' AND game_id = (SELECT id FROM catalogue_games WHERE slug = 'fruit-fiesta')`,
    );
    const {
      rows: [user],
    } = await pool().query<{ id: number }>(
      `INSERT INTO users (name, email, currency) VALUES ('old_player', 'old@example.com', 'USD')
       RETURNING id::int`,
    );
    const offer = (depositIndex: number, state: string, finished = 0) =>
      pool().query<{ id: number }>(
        `INSERT INTO player_bonuses (user_id, bonus_key, state, active, finished, deposit_index,
           currency, percent, wagering_multiplier, valid_days, expires_at)
         VALUES ($1, 'DEPOSIT_BONUS_CASH', $2, 0, $3, $4, 'USD', 125, 30, 30, now() + interval '30 days')
         RETURNING id::int`,
        [user?.id, state, finished, depositIndex],
      );
    const welcome = (await offer(0, 'available')).rows[0]?.id;
    const second = (await offer(1, 'available')).rows[0]?.id;

    await runMigrations(pool());

    const { rows } = await pool().query<{
      id: number;
      fs_total: number;
      fs_used: number;
      fs_stake_minor: string | null;
      fs_games: string[];
      fs_valid_days: number;
      fs_wagering_multiplier: number;
    }>(
      `SELECT id::int, fs_total, fs_used, fs_stake_minor::text, fs_games, fs_valid_days,
         fs_wagering_multiplier FROM player_bonuses ORDER BY id`,
    );
    expect(rows.find((row) => row.id === welcome)).toMatchObject({
      fs_total: 100,
      fs_used: 0,
      fs_stake_minor: '20',
      fs_games: ['fruit-fiesta', 'cosmic-cash'],
      fs_valid_days: 7,
      fs_wagering_multiplier: 30,
    });
    expect(rows.find((row) => row.id === second)).toMatchObject({
      fs_total: 0,
      fs_stake_minor: null,
    });
    const rtp = await pool().query<{ slug: string; rtp_bps: number }>(
      `SELECT slug, rtp_bps FROM catalogue_games WHERE engine = 'slots' ORDER BY slug`,
    );
    expect(Object.fromEntries(rtp.rows.map((row) => [row.slug, row.rtp_bps]))).toMatchObject({
      'fruit-fiesta': 9657,
      'cosmic-cash': 9547,
      'neon-nights': 9662,
    });
    const text = await pool().query<{ description: string }>(
      `SELECT description FROM catalogue_game_translations WHERE locale = 'en'
         AND game_id = (SELECT id FROM catalogue_games WHERE slug = 'fruit-fiesta')`,
    );
    expect(text.rows[0]?.description).toBe('Return to player: 96.57%.');
    // A spin is played once, and only a free spin may stake nothing.
    const checks = await pool().query<{ conname: string }>(
      `SELECT conname FROM pg_constraint WHERE conrelid = 'game_rounds'::regclass
         AND conname IN ('game_rounds_amounts_check', 'game_rounds_free_spin_check')
       ORDER BY conname`,
    );
    expect(checks.rows.map((row) => row.conname)).toEqual([
      'game_rounds_amounts_check',
      'game_rounds_free_spin_check',
    ]);
  });
});
