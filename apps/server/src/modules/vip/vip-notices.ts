import type { Locale } from '@satsino/contract/locales';

/** The notification of a level-up, in the player's language; `level` is the level's name. */
export const VIP_LEVEL_UP_NOTICES: Record<Locale, (level: string) => string> = {
  en: (level) => `Congratulations! You have reached the ${level} VIP level.`,
  de: (level) => `Glückwunsch! Du hast die VIP-Stufe ${level} erreicht.`,
  es: (level) => `¡Enhorabuena! Has alcanzado el nivel VIP ${level}.`,
  fi: (level) => `Onnittelut! Saavutit VIP-tason ${level}.`,
  fr: (level) => `Félicitations ! Vous avez atteint le niveau VIP ${level}.`,
  it: (level) => `Congratulazioni! Hai raggiunto il livello VIP ${level}.`,
  ja: (level) => `おめでとうございます！VIPレベル「${level}」に到達しました。`,
  nb: (level) => `Gratulerer! Du har nådd VIP-nivået ${level}.`,
  pt: (level) => `Parabéns! Alcançou o nível VIP ${level}.`,
  tr: (level) => `Tebrikler! ${level} VIP seviyesine ulaştınız.`,
};
