import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PROVIDER_SIGNINGS } from '@satsino/contract/provider';
import { z } from 'zod';
import type { SigningKeys } from './signature.js';

/*
 * The command line, parsed once: `serve` or `script`, each option also an environment variable
 * (SANDBOX_ + the option in capitals, dashes as underscores; an option wins over its variable).
 * A missing or malformed value stops the program with the option's name.
 */

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'public-url': { type: 'string' },
  casino: { type: 'string' },
  code: { type: 'string' },
  signing: { type: 'string' },
  secret: { type: 'string' },
  'private-key-file': { type: 'string' },
  'casino-public-key-file': { type: 'string' },
  token: { type: 'string' },
  user: { type: 'string' },
  game: { type: 'string' },
  amount: { type: 'string' },
  'log-level': { type: 'string' },
} as const;

type OptionName = keyof typeof OPTIONS;

export const USAGE = `Usage:
  main.js serve  --port 4010 [--host 127.0.0.1] [--public-url URL] [--casino URL] --code sandbox
                 --secret S | --signing rsa-sha256 --private-key-file F --casino-public-key-file F
  main.js script --casino URL --code sandbox --secret S --token T --user U --game G [--amount 100]
Every option is also an environment variable: SANDBOX_PORT, SANDBOX_CASINO, SANDBOX_SECRET …`;

const signingFields = {
  code: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  signing: z.enum(PROVIDER_SIGNINGS).default('hmac-sha256'),
  secret: z.string().min(1).optional(),
  'private-key-file': z.string().min(1).optional(),
  'casino-public-key-file': z.string().min(1).optional(),
};

const serveSchema = z.strictObject({
  ...signingFields,
  port: z.coerce.number().int().min(0).max(65535).default(4010),
  host: z.string().min(1).default('127.0.0.1'),
  'public-url': z.url().optional(),
  casino: z.url().optional(),
  'log-level': z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('warn'),
});

const scriptSchema = z.strictObject({
  ...signingFields,
  casino: z.url(),
  token: z.string().min(1),
  user: z.string().min(1),
  game: z.string().min(1),
  amount: z.coerce.number().int().min(1).max(1_000_000).default(100),
});

export type ServeConfig = z.infer<typeof serveSchema> & { keys: SigningKeys };
export type ScriptConfig = z.infer<typeof scriptSchema> & { keys: SigningKeys };
export type Command =
  | { command: 'serve'; config: ServeConfig }
  | { command: 'script'; config: ScriptConfig };

export class ConfigError extends Error {}

function keysOf(values: z.infer<z.ZodObject<typeof signingFields>>): SigningKeys {
  if (values.signing === 'hmac-sha256') {
    if (!values.secret)
      throw new ConfigError('--secret (SANDBOX_SECRET) is required for hmac-sha256');
    return { signing: 'hmac-sha256', secret: values.secret };
  }
  const privateKeyFile = values['private-key-file'];
  const casinoKeyFile = values['casino-public-key-file'];
  if (!privateKeyFile || !casinoKeyFile) {
    throw new ConfigError(
      '--private-key-file and --casino-public-key-file are required for rsa-sha256',
    );
  }
  return {
    signing: 'rsa-sha256',
    privateKey: readFileSync(privateKeyFile, 'utf8'),
    casinoPublicKey: readFileSync(casinoKeyFile, 'utf8'),
  };
}

export function parseCommand(
  argv: readonly string[],
  environment: Record<string, string | undefined>,
): Command {
  const [command, ...rest] = argv;
  if (command !== 'serve' && command !== 'script') {
    throw new ConfigError(`unknown command ${command ?? '(none)'}\n${USAGE}`);
  }
  let values: Partial<Record<OptionName, string>>;
  try {
    values = parseArgs({ args: [...rest], options: OPTIONS, strict: true }).values;
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${USAGE}`);
  }
  const schema = command === 'serve' ? serveSchema : scriptSchema;
  const merged: Record<string, string> = {};
  for (const name of Object.keys(schema.shape) as OptionName[]) {
    const value = values[name] ?? environment[`SANDBOX_${name.toUpperCase().replaceAll('-', '_')}`];
    if (value !== undefined && value !== '') merged[name] = value;
  }
  for (const name of Object.keys(values) as OptionName[]) {
    if (!(name in schema.shape)) throw new ConfigError(`--${name} is not an option of ${command}`);
  }
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `--${String(issue?.path[0] ?? '?')}: ${issue?.message ?? 'invalid'}\n${USAGE}`,
    );
  }
  const keys = keysOf(parsed.data);
  return command === 'serve'
    ? { command, config: { ...(parsed.data as z.infer<typeof serveSchema>), keys } }
    : { command, config: { ...(parsed.data as z.infer<typeof scriptSchema>), keys } };
}
