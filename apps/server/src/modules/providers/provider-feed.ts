import {
  PROVIDER_FEED_COLUMNS,
  type ProviderFeedGame,
  providerFeedGame,
} from '@satsino/contract/provider';
import {
  PROVIDER_FEED_MAX_GAMES,
  type providerImportRejection,
} from '@satsino/contract/provider-catalogue';
import type { z } from 'zod';

/*
 * Reading a provider's game feed (issue 15): JSON (`{ games: [...] }`) or CSV whose header row
 * names the contract's columns. Every row is checked with the contract's `providerFeedGame`; a
 * row that fails is rejected with its reasons and the others are imported. Pure: no I/O.
 */

export type FeedFormat = 'json' | 'csv';
export type FeedRejection = z.infer<typeof providerImportRejection>;

/** A feed game with the place it had in the feed, for the rejections that name it. */
export interface FeedRow {
  row: number;
  game: ProviderFeedGame;
}

export interface ParsedFeed {
  /** Every row read, valid or not. */
  total: number;
  games: FeedRow[];
  rejections: FeedRejection[];
}

/** The feed could not be read as a whole (not one game). */
export class FeedUnreadable extends Error {
  override name = 'FeedUnreadable';
}

/**
 * JSON or CSV: the content type decides when it says, else the file name's extension, else the
 * first character (a JSON feed is an object).
 */
export function feedFormatOf(
  contentType: string | undefined,
  name: string,
  text: string,
): FeedFormat {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  const lower = name.toLowerCase().split(/[?#]/)[0] ?? '';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return text.trimStart().startsWith('{') ? 'json' : 'csv';
}

export function parseFeed(text: string, format: FeedFormat): ParsedFeed {
  const rows = format === 'json' ? jsonRows(text) : csvRows(text);
  const games: FeedRow[] = [];
  const rejections: FeedRejection[] = [];
  const seen = new Set<string>();
  rows.forEach(({ row, value }, index) => {
    const code = gameCodeOf(value);
    if (index >= PROVIDER_FEED_MAX_GAMES) {
      rejections.push({
        row,
        game_code: code,
        reason: `more than ${PROVIDER_FEED_MAX_GAMES} games`,
      });
      return;
    }
    const parsed = providerFeedGame.safeParse(value);
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; ');
      rejections.push({ row, game_code: code, reason });
      return;
    }
    if (rtpBpsOf(parsed.data.rtp) > 10_000) {
      rejections.push({ row, game_code: code, reason: 'rtp: above 100' });
      return;
    }
    if (seen.has(parsed.data.game_code)) {
      rejections.push({ row, game_code: code, reason: 'game_code: listed twice in the feed' });
      return;
    }
    seen.add(parsed.data.game_code);
    games.push({ row, game: parsed.data });
  });
  return { total: rows.length, games, rejections };
}

const gameCodeOf = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const code = (value as Record<string, unknown>).game_code;
  return typeof code === 'string' && code.length > 0 ? code.slice(0, 100) : null;
};

function jsonRows(text: string): { row: number; value: unknown }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FeedUnreadable('not JSON');
  }
  const games =
    typeof parsed === 'object' && parsed !== null && 'games' in parsed
      ? (parsed as { games: unknown }).games
      : undefined;
  if (!Array.isArray(games)) throw new FeedUnreadable('no games list');
  return games.map((value, index) => ({ row: index + 1, value }));
}

/** CSV's booleans as providers write them; anything else stays as written (and is rejected). */
const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

function csvRows(text: string): { row: number; value: unknown }[] {
  const records = splitCsv(text);
  const header = records.shift();
  if (!header) throw new FeedUnreadable('empty');
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const missing = PROVIDER_FEED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw new FeedUnreadable(`missing columns: ${missing.join(', ')}`);
  return records
    .filter((record) => record.fields.some((field) => field.trim() !== ''))
    .map((record) => {
      const value: Record<string, unknown> = {};
      columns.forEach((name, index) => {
        if (!(PROVIDER_FEED_COLUMNS as readonly string[]).includes(name)) return;
        const field = (record.fields[index] ?? '').trim();
        value[name] =
          name === 'demo' || name === 'live' ? (BOOLEANS[field.toLowerCase()] ?? field) : field;
      });
      return { row: record.line, value };
    });
}

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF, a quoted field may hold commas,
 * line breaks and doubled quotes. Each record keeps the line it started on.
 */
function splitCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"') {
        if (body[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new FeedUnreadable('an unterminated quoted field');
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}

/** "96.50" → 9650 basis points, read as text (no float in between). */
export function rtpBpsOf(rtp: string): number {
  const [whole = '0', fraction = ''] = rtp.split('.');
  return Number.parseInt(whole, 10) * 100 + Number.parseInt(fraction.padEnd(2, '0'), 10);
}
