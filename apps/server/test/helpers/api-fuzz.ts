import fc from 'fast-check';

/**
 * Request generation for the schema fuzzer (api-fuzz.test.ts): every operation of the OpenAPI
 * document gets requests that are valid-shaped according to its schemas, and mutations of them
 * with the values that break servers (wrong types, missing and extra fields, huge, negative,
 * non-finite and out-of-range numbers, control characters, broken unicode).
 */

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/blog/{id}`. */
  path: string;
  pathParameters: OpenApiParameter[];
  queryParameters: OpenApiParameter[];
  body?: JsonSchema;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (!METHODS.has(upper)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper as Operation['method'],
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A JSON number literal beyond what a double holds exactly; written into the body as digits. */
class BigLiteral {
  constructor(readonly digits: string) {}
}

const bigLiteral = (value: bigint) => new BigLiteral(value.toString());

/** Numbers a server must refuse or handle: out of every range a column or a double has. */
const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  -0.5,
  0.1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 53,
  2 ** 63,
  2 ** 64,
  1e308,
  -1e308,
  5e-324,
  bigLiteral(2n ** 53n + 1n),
  bigLiteral(2n ** 63n),
  bigLiteral(-(2n ** 63n) - 1n),
  bigLiteral(10n ** 40n),
];

/** What JSON cannot carry as a number, sent as strings (and as query and path values). */
const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-400',
  '9007199254740993',
  '-9223372036854775809',
  '100000000000000000000000000000000000000000',
  '-1',
  '0',
  '1.5',
  '0x1A',
  ' 7 ',
  '',
];

const CONTROL_STRINGS = [
  '\u0000',
  'dice\u0000',
  'a\u0000b',
  '\u0001',
  '\u001b[2J\u001b[31mred',
  '\u007f',
  '\t',
  'line one\r\nline two',
  '\u0000'.repeat(8),
];

const UNICODE_STRINGS = [
  '\ud800',
  '\udc00x',
  'a\ud83d',
  '\u202egnp.exe',
  'مرحبا بالعالم',
  'שלום',
  '😀🎰👨‍👩‍👧‍👦',
  'e\u0301',
  '\ufeffbom',
  'zero\u200bwidth',
  'Ａｄｍｉｎ',
  '\u{10ffff}',
  'İı',
  '\u0085\u2028\u2029',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '{{7*7}}',
];

const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_EMOJI = '😀'.repeat(10_000);

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const NASTY_STRUCTURES: unknown[] = [
  null,
  true,
  false,
  {},
  [],
  [null],
  { a: 1 },
  Array.from({ length: 10_000 }, () => 1),
  Array.from({ length: 2_000 }, () => 'xxxxxxxx'),
  deepArray(2_000),
  deepObject(1_000),
];

/** Text a database or a parser chokes on: the class of strings that most often answers 500. */
const BROKEN_TEXT = [...CONTROL_STRINGS, ...UNICODE_STRINGS];
const NASTY_STRINGS = [...NUMBER_STRINGS, ...BROKEN_TEXT, HUGE_STRING, HUGE_EMOJI];

/** Any value a field should not hold: strings, numbers and structures. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_STRINGS, HUGE_STRING, HUGE_EMOJI) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRUCTURES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** A path segment or query value that is not what the schema asks for. */
const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMBER_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS.map((value) => textOf(value))) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** Path segments sent as they are: broken escapes and encodings the router must survive. */
const RAW_PATH_SEGMENTS = [
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%2e%2e',
  '%2F',
  '..',
  '%E2%80%AE',
];

function textOf(value: unknown): string {
  if (value instanceof BigLiteral) return value.digits;
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** Plausible values for names the schemas leave as free strings, so handlers get past look-ups. */
export type Hints = Record<string, readonly (string | number)[]>;

interface SchemaContext {
  components: Record<string, JsonSchema>;
  hints: Hints;
}

const MAX_SCHEMA_DEPTH = 8;

function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = context.components[name] ?? {};
  }
  return current;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum !== undefined
      ? Math.ceil(schema.minimum)
      : schema.exclusiveMinimum !== undefined
        ? Math.floor(schema.exclusiveMinimum) + 1
        : -1_000_000,
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    schema.maximum !== undefined
      ? Math.floor(schema.maximum)
      : schema.exclusiveMaximum !== undefined
        ? Math.ceil(schema.exclusiveMaximum) - 1
        : 1_000_000,
    Number.MAX_SAFE_INTEGER,
  );
  if (min > max) return fc.constant(min);
  // Small values find rows (ids, positions) and fit balances; the whole range finds the edges.
  const small = fc.integer({
    min: Math.max(min, Math.min(0, max)),
    max: Math.min(max, Math.max(min, 0) + 20),
  });
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const inside = (value: number) =>
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum);
  return fc.oneof(
    integerArbitrary({ ...schema, type: 'integer' }),
    fc
      .double({ min, max, noNaN: true, noDefaultInfinity: true })
      .filter(inside)
      .map((value) => Math.round(value * 100) / 100)
      .filter((value) => value >= min && value <= max && inside(value)),
  );
}

function stringArbitrary(
  schema: JsonSchema,
  name: string | undefined,
  context: SchemaContext,
): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  // Cut rather than filtered: a filter that never passes would never end.
  const clip = (value: string) => value.slice(0, maxLength);
  let shaped: fc.Arbitrary<string>;
  if (schema.format === 'email') {
    shaped = fc.emailAddress().map(clip);
  } else if (schema.format === 'date' || schema.format === 'date-time') {
    const date = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    shaped = date.map((value) =>
      schema.format === 'date' ? value.toISOString().slice(0, 10) : value.toISOString(),
    );
  } else if (schema.format === 'uuid') {
    shaped = fc.uuid();
  } else if (schema.format === 'uri' || schema.format === 'url') {
    shaped = fc.webUrl();
  } else if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    shaped = pattern
      ? fc.stringMatching(pattern, { size: 'small' }).map(clip)
      : fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) });
  } else {
    shaped = fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) });
  }
  const hinted = name
    ? context.hints[name]?.filter((value) => typeof value === 'string')
    : undefined;
  if (hinted && hinted.length > 0) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(hinted as string[])) }, shaped);
  }
  return shaped;
}

/** Values that satisfy `schema` (as far as JSON Schema tells: refinements may still refuse). */
function schemaArbitrary(
  schema: JsonSchema,
  context: SchemaContext,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  if (depth > MAX_SCHEMA_DEPTH) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(
      ...alternatives.map((alternative) => schemaArbitrary(alternative, context, name, depth + 1)),
    );
  }
  if (resolved.allOf && resolved.allOf.length > 0) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of resolved.allOf.map((item) => resolve(item, context))) {
      Object.assign(merged.properties as object, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return schemaArbitrary(merged, context, name, depth + 1);
  }
  const types = typesOf(resolved);
  if (types.length === 0) return fc.constantFrom<unknown>('x', 1, true, null);
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer': {
          const hinted = name
            ? context.hints[name]?.filter((value) => typeof value === 'number')
            : [];
          const shaped = integerArbitrary(resolved);
          return hinted && hinted.length > 0
            ? fc.oneof(fc.constantFrom(...(hinted as number[])), shaped)
            : shaped;
        }
        case 'number':
          return numberArbitrary(resolved);
        case 'string':
          return stringArbitrary(resolved, name, context);
        case 'array': {
          const minLength = resolved.minItems ?? 0;
          const maxLength = Math.min(resolved.maxItems ?? 4, minLength + 3);
          const items = resolved.items ?? {};
          return fc.array(schemaArbitrary(items, context, name, depth + 1), {
            minLength,
            maxLength,
          });
        }
        case 'object':
          return objectArbitrary(resolved, context, depth);
        default:
          return fc.constant(null);
      }
    }),
  );
}

function objectArbitrary(
  schema: JsonSchema,
  context: SchemaContext,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length > 0) {
    const model = Object.fromEntries(
      names.map((key) => [
        key,
        schemaArbitrary(properties[key] as JsonSchema, context, key, depth + 1),
      ]),
    );
    return fc
      .record(model, {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
        noNullPrototype: true,
      })
      .map(withConfirmations);
  }
  if (typeof schema.additionalProperties === 'object') {
    const values = schemaArbitrary(schema.additionalProperties, context, undefined, depth + 1);
    const keyNames = schema.propertyNames ? resolve(schema.propertyNames, context).enum : undefined;
    if (keyNames && keyNames.length > 0) {
      // Records keyed by locale must hold the first (English): refinements ask for it.
      const [first, ...others] = keyNames as string[];
      return fc
        .tuple(
          values,
          fc.subarray(others, { maxLength: 2 }),
          fc.array(values, { minLength: 2, maxLength: 2 }),
        )
        .map(([firstValue, chosen, otherValues]) => ({
          [first as string]: firstValue,
          ...Object.fromEntries(chosen.map((key, index) => [key, otherValues[index]])),
        }));
    }
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, {
      maxKeys: 3,
      noNullPrototype: true,
    });
  }
  return fc.constant({});
}

/** `password_confirmation` repeats `password`, as every form with such a pair requires. */
function withConfirmations(value: Record<string, unknown>): Record<string, unknown> {
  const confirmed = { ...value };
  for (const key of Object.keys(confirmed)) {
    const original = key.replace(/_confirmation$/, '');
    if (original !== key && original in confirmed) confirmed[key] = confirmed[original];
  }
  return confirmed;
}

type PathStep = string | number;

/** Every place inside a JSON value (not the value itself). */
function pathsOf(value: unknown, prefix: PathStep[] = [], into: PathStep[][] = []): PathStep[][] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      into.push([...prefix, index]);
      pathsOf(item, [...prefix, index], into);
    });
  } else if (value !== null && typeof value === 'object' && !(value instanceof BigLiteral)) {
    for (const [key, item] of Object.entries(value)) {
      into.push([...prefix, key]);
      pathsOf(item, [...prefix, key], into);
    }
  }
  return into;
}

function parentOf(root: unknown, path: PathStep[]): Record<PathStep, unknown> {
  let node = root as Record<PathStep, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<PathStep, unknown>;
  return node;
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

/** Replaces every leaf that `matches` with `replacement`. */
function replaceLeaves(
  value: unknown,
  matches: (leaf: unknown) => boolean,
  replacement: unknown,
): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceLeaves(item, matches, replacement));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceLeaves(item, matches, replacement)]),
    );
  }
  return matches(value) ? replacement : value;
}

const EXTRA_KEYS = [
  'role',
  'is_admin',
  'user_id',
  'balance',
  '__proto__',
  'constructor',
  'key\u0000',
  'ключ',
  '',
  'x'.repeat(1_000),
];

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; parts: MultipartPart[] };

interface MultipartPart {
  name: string;
  fileName?: string;
  /** A file name sent in RFC 5987 form (`filename*=UTF-8''…`), percent-encoded. */
  encodedFileName?: string;
  content: string;
}

const RAW_BODIES: Array<{ contentType: string; text: string }> = [
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '"\\u0000"' },
  { contentType: 'application/json', text: '{"__proto__":{"role":"admin"}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { contentType: 'application/json', text: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=%00' },
  { contentType: 'application/xml', text: '<a/>' },
];

/** A tiny real PNG, so an upload that passes the checks is a real file. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const multipartBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom('file', 'document', '', 'file\u0000'),
    fc.oneof(
      fc.constantFrom('id.png', 'a.pdf', '', 'x'.repeat(5_000)),
      fc.constantFrom(...CONTROL_STRINGS, ...UNICODE_STRINGS),
    ),
    fc.boolean(),
    fc.option(fc.constantFrom(...CONTROL_STRINGS, 'note', HUGE_STRING), { nil: undefined }),
    fc.constantFrom('png', 'text', 'empty'),
  )
  .map(([name, fileName, encoded, extraField, content]): Body => {
    const parts: MultipartPart[] = [
      {
        name,
        ...(encoded ? { encodedFileName: percentEncode(fileName) } : { fileName }),
        content:
          content === 'png'
            ? Buffer.from(PNG_BASE64, 'base64').toString('latin1')
            : content === 'text'
              ? 'not an image'
              : '',
      },
    ];
    if (extraField !== undefined) parts.push({ name: 'note', content: extraField });
    return { kind: 'multipart', parts };
  });

interface PathValue {
  value: string;
  /** True when `value` goes into the URL as it is (a deliberately broken escape). */
  raw: boolean;
}

export interface FuzzCase {
  /** What was done to the valid-shaped request, for the failure report. */
  mutation: string;
  pathParameters: Record<string, PathValue>;
  query: Array<[string, string]>;
  body: Body;
}

function queryText(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(',');
  return textOf(value);
}

type Mutation = [description: string, apply: (fuzzCase: FuzzCase) => FuzzCase];

/**
 * The requests of one operation: valid-shaped ones, and ones where exactly one thing is wrong
 * (a path parameter, a query parameter or the body), so that what is valid around the mutation
 * still takes the request past the checks it does not break.
 */
export function caseArbitrary(
  operation: Operation,
  document: OpenApiDocument,
  hints: Hints,
): fc.Arbitrary<FuzzCase> {
  const context: SchemaContext = { components: document.components?.schemas ?? {}, hints };

  const pathParameters = fc.record(
    Object.fromEntries(
      operation.pathParameters.map((parameter) => [
        parameter.name,
        schemaArbitrary(parameter.schema ?? {}, context, parameter.name).map(
          (value): PathValue => ({ value: textOf(value), raw: false }),
        ),
      ]),
    ),
    { noNullPrototype: true },
  ) as fc.Arbitrary<Record<string, PathValue>>;

  const query = fc
    .tuple(
      ...operation.queryParameters.map((parameter) =>
        fc.option(
          schemaArbitrary(parameter.schema ?? {}, context, parameter.name).map(
            (value): [string, string] => [parameter.name, queryText(value)],
          ),
          { nil: undefined, freq: 3 },
        ),
      ),
    )
    .map((entries) => entries.filter((entry) => entry !== undefined));

  const body: fc.Arbitrary<Body> = operation.body
    ? schemaArbitrary(operation.body, context).map((value): Body => ({ kind: 'json', value }))
    : fc.constant<Body>({ kind: 'none' });

  const valid = fc.tuple(pathParameters, query, body).map(
    ([params, entries, requestBody]): FuzzCase => ({
      mutation: 'valid',
      pathParameters: params,
      query: entries,
      body: requestBody,
    }),
  );

  const mutations: Array<{ weight: number; arbitrary: fc.Arbitrary<Mutation> }> = [
    { weight: 1, arbitrary: queryMutation(operation) },
    { weight: operation.body ? 7 : 2, arbitrary: bodyMutation(operation) },
  ];
  if (operation.pathParameters.length > 0) {
    mutations.push({ weight: 2, arbitrary: pathMutation(operation) });
  }
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 7,
      arbitrary: fc
        .tuple(valid, fc.oneof(...mutations))
        .map(([validCase, [description, apply]]) => ({
          ...apply(validCase),
          mutation: description,
        })),
    },
  );
}

function pathMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const names = operation.pathParameters.map((parameter) => parameter.name);
  const value = fc.oneof(
    { weight: 3, arbitrary: nastyText.map((text): PathValue => ({ value: text, raw: false })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_PATH_SEGMENTS)
        .map((text): PathValue => ({ value: text, raw: true })),
    },
  );
  return fc.tuple(fc.constantFrom(...names), value).map(
    ([name, replacement]): Mutation => [
      `path parameter ${name} replaced`,
      (fuzzCase) => ({
        ...fuzzCase,
        pathParameters: { ...fuzzCase.pathParameters, [name]: replacement },
      }),
    ],
  );
}

function queryMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const names = [
    ...operation.queryParameters.map((parameter) => parameter.name),
    ...EXTRA_KEYS.filter((key) => key !== ''),
  ];
  return fc
    .tuple(fc.constantFrom(...names), nastyText, fc.option(nastyText, { nil: undefined }))
    .map(
      ([name, first, second]): Mutation => [
        second === undefined ? `query ${name} replaced` : `query ${name} repeated`,
        (fuzzCase) => ({
          ...fuzzCase,
          query: [
            ...fuzzCase.query.filter(([key]) => key !== name),
            [name, first],
            ...(second === undefined ? [] : [[name, second] as [string, string]]),
          ],
        }),
      ],
    );
}

function bodyMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const withBody = (description: string, make: (value: unknown) => Body): Mutation => [
    description,
    (fuzzCase) => ({
      ...fuzzCase,
      body: make(fuzzCase.body.kind === 'json' ? fuzzCase.body.value : undefined),
    }),
  ];
  const json = (value: unknown): Body => ({ kind: 'json', value });
  const anyBody: Array<{ weight: number; arbitrary: fc.Arbitrary<Mutation> }> = [
    {
      weight: 1,
      arbitrary: nastyValue.map((nasty) => withBody('whole body replaced', () => json(nasty))),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_BODIES)
        .map((raw) => withBody('raw body', (): Body => ({ kind: 'raw', ...raw }))),
    },
  ];
  if (!operation.body) {
    const mutations = [...anyBody];
    if (operation.method !== 'GET' && operation.method !== 'DELETE') {
      mutations.push({
        weight: 2,
        arbitrary: multipartBody.map((multipart) => withBody('multipart body', () => multipart)),
      });
    }
    return fc.oneof(...mutations);
  }
  return fc.oneof(
    ...anyBody,
    {
      weight: 5,
      arbitrary: fc.tuple(fc.nat(), nastyValue).map(([pick, nasty]) =>
        withBody('a field replaced', (value) => {
          const paths = pathsOf(value);
          if (paths.length === 0) return json(nasty);
          const path = paths[pick % paths.length] as PathStep[];
          const mutated = copy(value);
          parentOf(mutated, path)[path[path.length - 1] as PathStep] = nasty;
          return json(mutated);
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.nat().map((pick) =>
        withBody('a field removed', (value) => {
          const paths = pathsOf(value).filter((path) => typeof path[path.length - 1] === 'string');
          if (paths.length === 0) return json(value);
          const path = paths[pick % paths.length] as PathStep[];
          const mutated = copy(value);
          delete parentOf(mutated, path)[path[path.length - 1] as PathStep];
          return json(mutated);
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), nastyValue).map(([key, nasty]) =>
        withBody(`extra field ${JSON.stringify(key.slice(0, 20))}`, (value) => {
          if (value === null || typeof value !== 'object' || Array.isArray(value))
            return json(nasty);
          // defineProperty, so that a key named __proto__ is an own key sent in the JSON.
          const mutated = copy(value) as Record<string, unknown>;
          Object.defineProperty(mutated, key, { value: nasty, enumerable: true, writable: true });
          return json(mutated);
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...NASTY_STRINGS)
        .map((nasty) =>
          withBody('every string replaced', (value) =>
            json(replaceLeaves(value, (leaf) => typeof leaf === 'string', nasty)),
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...NASTY_NUMBERS)
        .map((nasty) =>
          withBody('every number replaced', (value) =>
            json(replaceLeaves(value, (leaf) => typeof leaf === 'number', nasty)),
          ),
        ),
    },
  );
}

/** JSON text of a value, with BigLiterals written as the bare digits JSON allows. */
function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    item instanceof BigLiteral ? `@@big:${item.digits}@@` : item,
  );
  return (text ?? 'null').replace(/"@@big:(-?\d+)@@"/g, '$1');
}

/**
 * Percent-encodes text for a URL. encodeURIComponent refuses unpaired surrogates; those are sent
 * as the three bytes their code unit would take in UTF-8 (which is not valid UTF-8: the router
 * has to cope with that too).
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    try {
      encoded += encodeURIComponent(character);
    } catch {
      const unit = character.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
    }
  }
  return encoded;
}

export function urlOf(operation: Operation, fuzzCase: FuzzCase): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = fuzzCase.pathParameters[name];
    if (!parameter) return '1';
    return parameter.raw ? parameter.value : percentEncode(parameter.value);
  });
  if (fuzzCase.query.length === 0) return path;
  const query = fuzzCase.query
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  return `${path}?${query}`;
}

const MULTIPART_BOUNDARY = 'satsinoFuzzBoundary7MA4YWxkTrZu0gW';

/** The payload and content type a body is sent with (none for `kind: 'none'`). */
export function encodeBody(
  body: Body,
): { contentType: string; payload: string | Buffer } | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return { contentType: 'application/json', payload: toJsonText(body.value) };
    case 'raw':
      return { contentType: body.contentType, payload: body.text };
    case 'multipart': {
      const chunks = body.parts.map((part) => {
        const fileName =
          part.encodedFileName !== undefined
            ? `; filename*=UTF-8''${part.encodedFileName}`
            : part.fileName !== undefined
              ? `; filename="${part.fileName}"`
              : '';
        const type = fileName ? '\r\nContent-Type: application/octet-stream' : '';
        return Buffer.concat([
          Buffer.from(
            `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}${type}\r\n\r\n`,
          ),
          Buffer.from(part.content, 'latin1'),
          Buffer.from('\r\n'),
        ]);
      });
      return {
        contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        payload: Buffer.concat([...chunks, Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`)]),
      };
    }
  }
}

/** A value as the failure report shows it: long strings and arrays shortened, and said so. */
function abbreviate(value: unknown, depth = 0): unknown {
  if (value instanceof BigLiteral) return `<number ${value.digits}>`;
  if (typeof value === 'string') {
    const escaped = value.length > 120 ? `${value.slice(0, 24)}…<${value.length} chars>` : value;
    return escaped;
  }
  if (depth > 6) return '<deeper…>';
  if (Array.isArray(value)) {
    const shown = value.slice(0, 8).map((item) => abbreviate(item, depth + 1));
    return value.length > 8 ? [...shown, `…<${value.length} items>`] : shown;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        abbreviate(key, depth + 1) as string,
        abbreviate(item, depth + 1),
      ]),
    );
  }
  return value;
}

export function describeBody(body: Body): string {
  switch (body.kind) {
    case 'none':
      return 'no body';
    case 'json':
      return `application/json ${JSON.stringify(abbreviate(body.value))}`;
    case 'raw':
      return `${body.contentType} ${JSON.stringify(abbreviate(body.text))}`;
    case 'multipart':
      return `multipart/form-data ${JSON.stringify(abbreviate(body.parts))}`;
  }
}

/** A stable 32-bit number from text, so each operation's requests depend on its name alone. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash | 0;
}
