/** A locale file's messages by key, in the `a.b` form `t()` keys take. */
export type Messages = Map<string, string>;

/** Flattens `{ a: { b: 'x' } }` into `a.b → x`. */
export function flattenMessages(tree: Record<string, unknown>, prefix = ''): Messages {
  const messages: Messages = new Map();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      messages.set(path, value);
    } else if (typeof value === 'object' && value !== null) {
      for (const entry of flattenMessages(value as Record<string, unknown>, path)) {
        messages.set(...entry);
      }
    } else {
      throw new Error(`${path} is neither a message nor a group`);
    }
  }
  return messages;
}

/** The `{{variables}}` a message interpolates, sorted. */
export function messageVariables(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
