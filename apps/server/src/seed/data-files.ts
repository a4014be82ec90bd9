import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { SERVER_ROOT } from '../platform/paths.js';

/*
 * Reading the demo data under `seed/data/`. Found from the server's package folder, as the
 * migrations are, so the built server (dist/main.js) reads the same files as the tests do.
 * Every error names the file and what is wrong in it: a bad data file stops the seed loudly.
 */

export const SEED_DATA_DIR = path.join(SERVER_ROOT, 'src', 'seed', 'data');

export class SeedDataError extends Error {
  constructor(file: string, problem: string) {
    super(`seed data ${path.relative(SERVER_ROOT, file)}: ${problem}`);
    this.name = 'SeedDataError';
  }
}

/** `data/<parts>`; relative paths never leave the data folder. */
export const dataPath = (...parts: string[]) => path.join(SEED_DATA_DIR, ...parts);

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new SeedDataError(file, (error as Error).message);
  }
}

function validate<Schema extends z.ZodType>(
  file: string,
  what: string,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new SeedDataError(file, `${what}\n${z.prettifyError(result.error)}`);
  return result.data;
}

export function readJsonFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(readText(file));
  } catch (error) {
    if (error instanceof SeedDataError) throw error;
    throw new SeedDataError(file, `not JSON: ${(error as Error).message}`);
  }
  return validate(file, 'does not match its schema', schema, value);
}

/**
 * A Markdown file with YAML front matter: `---`, the fields, `---`, then the body. The body is
 * the text after the closing line, exactly, except the file's own final newline.
 */
export function readMarkdownFile<Schema extends z.ZodType>(
  file: string,
  frontMatter: Schema,
): { front: z.output<Schema>; body: string } {
  const text = readText(file);
  const match = /^---\n([\s\S]*?\n)?---\n/.exec(text);
  if (!match) throw new SeedDataError(file, 'does not start with front matter between --- lines');
  let fields: unknown;
  try {
    fields = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new SeedDataError(file, `front matter is not YAML: ${(error as Error).message}`);
  }
  const front = validate(file, 'front matter does not match its schema', frontMatter, fields);
  const rest = text.slice(match[0].length);
  return { front, body: rest.endsWith('\n') ? rest.slice(0, -1) : rest };
}

/** The entries of a data folder, sorted, so that every run reads them in the same order. */
export function listData(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch (error) {
    throw new SeedDataError(dir, (error as Error).message);
  }
}
