/**
 * An action's details as one readable line, `key: value` pairs in the server's order; nested
 * values as compact JSON. Nothing to show gives `undefined`.
 */
export function operatorActionDetails(
  details: Readonly<Record<string, unknown>>,
): string | undefined {
  const parts = Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return parts.length === 0 ? undefined : parts.join(', ');
}
