import { CRASH_TABLES, type CrashTable } from '@satsino/contract/crash';
import {
  blockHashProblem,
  CRASH_ADMIN_MESSAGES,
  type CrashChainCreateRequest,
  crashChainCreateRequest,
} from '@satsino/contract/crash-admin';

/** The publish form as typed; the optional fields empty when not given. */
// A type rather than an interface: the form state wants a record of fields.
export type PublishChainValues = {
  table: string;
  promised_block_height: string;
  length: string;
  /** A `datetime-local` value (the operator's own time zone), or empty for now. */
  publish_at: string;
};

export type PublishChainField = keyof PublishChainValues;

export const EMPTY_PUBLISH_CHAIN: PublishChainValues = {
  table: CRASH_TABLES[0],
  promised_block_height: '',
  length: '',
  publish_at: '',
};

export type CrashAdminMessageName = keyof typeof CRASH_ADMIN_MESSAGES;

/** The name of a known operator message from the server (English text), to show it translated. */
export function crashAdminMessageName(text: string): CrashAdminMessageName | undefined {
  return (Object.keys(CRASH_ADMIN_MESSAGES) as CrashAdminMessageName[]).find(
    (name) => CRASH_ADMIN_MESSAGES[name] === text,
  );
}

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);

export type PublishChainParse =
  | { ok: true; body: CrashChainCreateRequest }
  | { ok: false; problems: Partial<Record<PublishChainField, CrashAdminMessageName>> };

/**
 * The request of the form's values, checked by the contract's own schema, or each wrong field's
 * message name. A blank length or time is left out (the server's default length, published now).
 */
export function publishChainBody(values: PublishChainValues): PublishChainParse {
  const length = values.length.trim();
  const publishAt = values.publish_at.trim();
  const publishDate = publishAt === '' ? undefined : new Date(publishAt);
  const candidate = {
    table: values.table as CrashTable,
    promised_block_height: wholeNumber(values.promised_block_height.trim()),
    ...(length === '' ? {} : { length: wholeNumber(length) }),
    ...(publishDate === undefined
      ? {}
      : {
          publish_at: Number.isNaN(publishDate.getTime()) ? 'invalid' : publishDate.toISOString(),
        }),
  };
  const parsed = crashChainCreateRequest.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<PublishChainField, CrashAdminMessageName>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PublishChainField | undefined;
    const name = crashAdminMessageName(issue.message);
    if (field !== undefined && name !== undefined) problems[field] ??= name;
  }
  return { ok: false, problems };
}

/** The message name of what is wrong with a typed block hash, or undefined. */
export function saltProblem(value: string): CrashAdminMessageName | undefined {
  const problem = blockHashProblem(value);
  return problem === undefined ? undefined : crashAdminMessageName(problem);
}
