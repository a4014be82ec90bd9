import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, platformErrors } from './errors.js';

/*
 * Which characters the edge refuses, and why.
 *
 * NUL (U+0000) cannot be stored by PostgreSQL at all: a string holding one fails in any query
 * ("invalid byte sequence for encoding UTF8: 0x00" for text, "unsupported Unicode escape
 * sequence" for jsonb), which used to surface as a 500 from whichever call passed it on.
 *
 * An unpaired surrogate (U+D800–U+DFFF alone) is not text either: no browser sends one from a
 * form, the driver silently turns it into U+FFFD in a text column, and a jsonb column (the
 * operator log keeps what operators sent) refuses it with an error, another 500.
 *
 * The other C0 controls (U+0001–U+001F) and DEL (U+007F) would be stored, but nobody types them:
 * they only arrive from scripts. Kept, they make two texts that look the same differ (a chat
 * topic, a slug, a name an operator searches for) and they carry terminal escape sequences (ESC)
 * into the log viewers and exports operators read. So they are refused too, with one exception:
 * tab, line feed and carriage return inside the string values of a body, where multi-line text
 * (chat messages, post bodies, addresses, rejection reasons) legitimately holds them. Path
 * segments, query strings, object keys and file names are single-line names and refuse those
 * three as well.
 *
 * C1 controls (U+0080–U+009F) are left to the schemas: PostgreSQL stores them, and text pasted
 * from old documents can hold them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const REFUSED_IN_NAMES = /[\u0000-\u001f\u007f]|\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const REFUSED_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** A body holding thousands of bad strings gets an answer naming the first few, not all. */
const MAX_REPORTED_FIELDS = 10;

/** Field paths (as the validation errors name them) holding a refused character. */
type Findings = Set<string>;

const joinPath = (parent: string, key: string) => (parent === '' ? key : `${parent}.${key}`);

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  // Parsed JSON and form fields are plain objects; anything else (a Buffer of an uploaded file,
  // a stream) is not text and is not searched.
  return prototype === Object.prototype || prototype === null;
}

/**
 * Adds to `findings` the path of every string in `root` matching `refused`, and for an object
 * key holding a refused character the path of the object holding it (`fallback` at the top).
 * Iterative, so a deeply nested body cannot overflow the stack; `seen` guards against cycles.
 */
function findRefusedCharacters(
  root: unknown,
  refused: RegExp,
  fallback: string,
  findings: Findings,
): void {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  const seen = new Set<object>();
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (findings.size >= MAX_REPORTED_FIELDS) return;
    const { value, path } = next;
    if (typeof value === 'string') {
      if (refused.test(value)) findings.add(path || fallback);
      continue;
    }
    if (!isWalkable(value) || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (REFUSED_IN_NAMES.test(key)) findings.add(path || fallback);
      stack.push({ value: child, path: joinPath(path, key) });
    }
  }
}

function refuse(findings: Findings): never {
  throw platformErrors.validation(
    Object.fromEntries(
      [...findings].map((field) => [field, [fieldError('disallowed_characters')]]),
    ),
  );
}

function requireCleanPart(part: Multipart): void {
  const findings: Findings = new Set();
  const nameIsClean = !REFUSED_IN_NAMES.test(part.fieldname);
  const field = nameIsClean ? part.fieldname : 'body';
  if (!nameIsClean) findings.add(field);
  if (part.type === 'file' && REFUSED_IN_NAMES.test(part.filename ?? '')) findings.add(field);
  if (part.type === 'field') findRefusedCharacters(part.value, REFUSED_IN_TEXT, field, findings);
  if (findings.size > 0) refuse(findings);
}

/**
 * A streamed multipart body is read by the handler itself, part by part, so its names cannot be
 * checked before the handler runs without holding the whole upload in memory. Instead the
 * request's part readers are replaced by ones that check every part before handing it over:
 * the handler never sees a part with a refused field name, file name or text value.
 */
function guardMultipartParts(request: FastifyRequest): void {
  const readParts = request.parts.bind(request);
  request.parts = async function* guardedParts(options) {
    for await (const part of readParts(options)) {
      requireCleanPart(part);
      yield part;
    }
  };
  request.files = async function* guardedFiles(options) {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') yield part;
    }
  };
  request.file = async function guardedFile(options) {
    for await (const part of request.files(options)) return part;
    return undefined;
  };
}

/**
 * Refuses the characters described above in every request, before validation and before any
 * handler: in the decoded path parameters, the query string, the parsed body (every string and
 * every key, however deep) and the parts of a multipart upload. The answer is the usual 422
 * naming the offending fields.
 */
export function registerInputCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const findings: Findings = new Set();
    // The router and the query parser build objects of their own prototypes: copied, they are
    // searched like any parsed JSON.
    findRefusedCharacters({ ...(request.params as object) }, REFUSED_IN_NAMES, 'path', findings);
    findRefusedCharacters({ ...(request.query as object) }, REFUSED_IN_NAMES, 'query', findings);
    findRefusedCharacters(request.body, REFUSED_IN_TEXT, 'body', findings);
    if (findings.size > 0) refuse(findings);
    if (typeof request.isMultipart === 'function' && request.isMultipart()) {
      guardMultipartParts(request);
    }
  });
}
