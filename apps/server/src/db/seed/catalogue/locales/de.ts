import type { CatalogueTexts } from '../texts.js';

export const de: CatalogueTexts = {
  categories: {
    original: 'Originals',
    live_casino: 'Live-Casino',
    roulette: 'Roulette',
    blackjack: 'Blackjack',
    popular: 'Beliebt',
    game_show: 'Spielshows',
    featured: 'Empfohlen',
    slots: 'Slots',
    table_games: 'Tischspiele',
  },
  descriptions: {
    dice: 'Wähle eine Zielzahl und würfle darüber oder darunter: Je unwahrscheinlicher der Wurf, desto höher die Auszahlung. Jeder Wurf ist nachweislich fair, und du kannst ihn selbst prüfen. Auszahlungsquote: {rtp}.',
    limbo:
      'Lege einen Zielmultiplikator fest und sieh, ob das Ergebnis ihn erreicht. Niedrig zielen bringt häufige Gewinne, hoch zielen seltene große. Nachweislich fair. Auszahlungsquote: {rtp}.',
    crash:
      'Ein Multiplikator steigt ab 1,00x, bis er abstürzt. Steig vorher aus, und du gewinnst deinen Einsatz mal dem Multiplikator; wartest du zu lange, ist die Wette verloren. Die Runden laufen live für alle Spieler am Tisch. Auszahlungsquote: {rtp}.',
    'crash-bull':
      'Der Crash-Tisch im Bullenmarkt: Reite die Rally und steig vor dem Absturz aus. Gemeinsame Live-Runden mit eigener, nachweislich fairer Hash-Kette. Auszahlungsquote: {rtp}.',
    'crash-sw':
      'Der Crash-Tisch im Weltall: Starte, steige und steig aus, bevor das Schiff explodiert. Gemeinsame Live-Runden mit eigener, nachweislich fairer Hash-Kette. Auszahlungsquote: {rtp}.',
    'european-roulette':
      'Klassisches Roulette mit einer Null und 37 Fächern. Setze auf Zahlen, Farben, Dutzende oder Kolonnen; eine einzelne Zahl zahlt 35 zu 1. Auszahlungsquote: {rtp}.',
    'roulette-royale':
      'Roulette mit einer Null an einem königlichen High-Limit-Tisch, mit demselben fairen Kessel und allen klassischen Wetten. Auszahlungsquote: {rtp}.',
    blackjack:
      'Schlage den Dealer, indem du näher an 21 kommst, ohne dich zu überkaufen. Blackjack zahlt 3 zu 2, du darfst auf beliebige erste zwei Karten verdoppeln, und der Dealer bleibt bei Soft 17 stehen. Teilen und Versicherung gibt es nicht. Auszahlungsquote mit Grundstrategie: {rtp}.',
    'blackjack-vip':
      'Blackjack am VIP-Tisch: höhere Limits, dieselben Regeln. Blackjack zahlt 3 zu 2, du darfst auf beliebige erste zwei Karten verdoppeln, und der Dealer bleibt bei Soft 17 stehen. Teilen und Versicherung gibt es nicht. Auszahlungsquote mit Grundstrategie: {rtp}.',
    'money-wheel':
      'Ein großes Rad mit 54 Segmenten, das sich bei jeder Wette nur für dich dreht. Setze auf die Zahlen, bei denen der Zeiger deiner Meinung nach stehen bleibt: Ein Gewinnsegment zahlt seine Zahl zu 1, von 1 zu 1 bis 40 zu 1. Zwei Multiplikatorsegmente, ×3 und ×7, drehen das Rad erneut und vervielfachen den nächsten Gewinn, bis zu ×49. Auszahlungsquote je nach Zahl: mindestens {rtp}; die Spielregeln nennen die Quote jeder Wette.',
    'fruit-fiesta':
      'Ein sonniger Früchte-Slot mit Kirschen, Zitronen und Glückssiebenen. Reihe gleiche Symbole von links an auf den 10 festen Gewinnlinien auf; der Stern ist Wild und ersetzt jedes Symbol. Auszahlungsquote: {rtp}.',
    'pharaoh-gold':
      'Durchsuche die Pyramiden nach dem Gold des Pharaos. Reihe gleiche Symbole von links an auf den 20 festen Gewinnlinien auf; die Pyramide ist Wild und ersetzt jedes Symbol. Auszahlungsquote: {rtp}.',
    'viking-voyage':
      'Stich mit den Nordmännern in See: Äxte, Schilde und Langschiffe auf 20 festen Gewinnlinien, und Odin gehört zu den höchsten Gewinnen. Die Rune ist Wild: Sie ersetzt jedes Symbol und zahlt am meisten. Auszahlungsquote: {rtp}.',
    'neon-nights':
      'Ein Retro-Slot in leuchtendem Neon voller Großstadt-Nachtleben. Reihe gleiche Symbole von links an auf den 10 festen Gewinnlinien auf; die Discokugel ist Wild und ersetzt jedes Symbol. Auszahlungsquote: {rtp}.',
    'dragon-pearls':
      'Gewinne Perlen aus dem Schatz des Drachen. Reihe gleiche Symbole von links an auf den 20 festen Gewinnlinien auf; der Drache ist Wild und ersetzt jedes Symbol. Auszahlungsquote: {rtp}.',
    'cosmic-cash':
      'Ein Slot zwischen den Sternen mit Planeten, Kometen und Raketen. Reihe gleiche Symbole von links an auf den 10 festen Gewinnlinien auf; das Schwarze Loch ist Wild und ersetzt jedes Symbol. Auszahlungsquote: {rtp}.',
  },
};
