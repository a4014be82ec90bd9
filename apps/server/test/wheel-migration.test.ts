import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.js';
import { loadCatalogueData } from '../src/seed/catalogue/catalogue-data.js';
import { formatRtp, seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import {
  seededBefore0025,
  useDatabaseBeforeMigration,
} from './helpers/database-before-migration.js';

/*
 * A database seeded before the money wheel had multiplier segments states 88.88 % (the old best
 * bet, "up to"), which the wheel no longer pays. Migration 0015 corrects the figure, and the demo
 * description where it is still the seed's own words; an operator's text is kept.
 */
const TAG = '0015_money_wheel_multipliers';
/** The English description the seed wrote before the multipliers, with its {rtp} filled in. */
const OLD_ENGLISH =
  'A big wheel of 54 segments, spun for you alone on every bet. Back the numbers you think the pointer will stop on: a winning segment pays its number to one, from 1 to 1 up to 40 to 1. Return to player, depending on the segment: up to 88.88%.';
const OPERATOR_GERMAN = 'Unser Glücksrad: Text der Redaktion.';
const CATALOGUE_TEXTS = loadCatalogueData().texts;

describe('migrating the money wheel of a database seeded before its multipliers', () => {
  const database = useDatabaseBeforeMigration(TAG);
  const pool = () => database.pool();

  it('states the lowest bet’s RTP and the new rules, and keeps an operator’s own text', async () => {
    await database.migrateToBefore();
    await seedDemoCatalogue(drizzle(pool()), { only: seededBefore0025 });
    // As the old seed left it: the old figure and words in English, an operator's in German.
    await pool().query(`UPDATE catalogue_games SET rtp_bps = 8888 WHERE slug = 'money-wheel'`);
    const setDescription = (locale: string, text: string) =>
      pool().query(
        `UPDATE catalogue_game_translations SET description = $2
         WHERE locale = $1 AND game_id = (SELECT id FROM catalogue_games WHERE slug = 'money-wheel')`,
        [locale, text],
      );
    await setDescription('en', OLD_ENGLISH);
    await setDescription('de', OPERATOR_GERMAN);

    await runMigrations(pool());

    const { rows } = await pool().query<{ rtp_bps: number; locale: string; description: string }>(
      `SELECT g.rtp_bps, t.locale, t.description FROM catalogue_games g
       JOIN catalogue_game_translations t ON t.game_id = g.id WHERE g.slug = 'money-wheel'`,
    );
    const byLocale = new Map(rows.map((row) => [row.locale, row.description]));
    expect(rows[0]?.rtp_bps).toBe(9225);
    expect(byLocale.get('en')).toBe(
      CATALOGUE_TEXTS.en.descriptions['money-wheel']?.replace('{rtp}', formatRtp(9225, 'en')),
    );
    expect(byLocale.get('de')).toBe(OPERATOR_GERMAN);
  });
});
