/**
 * A slot symbol's name from its id ("golden_scarab" → "Golden scarab"). Symbol ids are the
 * engine's; their names are the game's proper names and are not translated.
 */
export function symbolName(symbol: string): string {
  const words = symbol.replace(/[-_]+/g, ' ').trim();
  return words === '' ? symbol : words.charAt(0).toUpperCase() + words.slice(1);
}
