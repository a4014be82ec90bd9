/**
 * What form validation needs from a contract schema's `safeParse` answer. Any zod schema fits;
 * describing it by shape keeps zod a dependency of the contract only (as the API client does).
 */
export type SafeParseResult =
  | { success: true }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };
    };

/** Field name → the message to show under it. */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * The first message of each top-level field of a failed parse, in the schema's order
 * (`required` before `too short`), which is the one a player should fix first.
 */
export function fieldMessagesOf(result: SafeParseResult): FieldMessages {
  const messages: FieldMessages = {};
  if (result.success) {
    return messages;
  }
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && messages[field] === undefined) {
      messages[field] = issue.message;
    }
  }
  return messages;
}

/** The first server message of each field of a 422 answer that the form has. */
export function serverFieldMessages(
  errors: Readonly<Record<string, readonly string[]>>,
  fields: readonly string[],
): FieldMessages {
  const messages: FieldMessages = {};
  for (const field of fields) {
    const first = errors[field]?.[0];
    if (first !== undefined) {
      messages[field] = first;
    }
  }
  return messages;
}
