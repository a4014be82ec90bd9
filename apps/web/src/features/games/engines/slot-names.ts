import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A slot symbol's name from its id ("golden_scarab" → "Golden scarab"), untranslated. */
export function symbolName(symbol: string): string {
  const words = symbol.replace(/[-_]+/g, ' ').trim();
  return words === '' ? symbol : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A symbol's name in the reader's language: the house's symbols have theirs in the games texts;
 * an id the house adds before it is translated reads as its id.
 */
export function useSymbolName(): (symbol: string) => string {
  const { t } = useTranslation('games');
  const names = t('slots.symbols', { returnObjects: true }) as Record<string, string | undefined>;
  return useCallback((symbol: string) => names[symbol] ?? symbolName(symbol), [names]);
}
