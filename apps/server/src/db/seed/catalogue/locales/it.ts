import type { CatalogueTexts } from '../texts.js';

export const it: CatalogueTexts = {
  categories: {
    original: 'Originali',
    live_casino: 'Casinò dal vivo',
    roulette: 'Roulette',
    blackjack: 'Blackjack',
    popular: 'Popolari',
    game_show: 'Giochi a premi',
    featured: 'In evidenza',
    slots: 'Slot',
    table_games: 'Giochi da tavolo',
  },
  descriptions: {
    dice: 'Scegli un numero obiettivo e tira sopra o sotto: meno probabile è il tiro, più alta è la vincita. Ogni tiro è dimostrabilmente equo e puoi verificarlo da solo. Ritorno al giocatore: {rtp}.',
    limbo:
      'Imposta un moltiplicatore obiettivo e guarda se il risultato lo raggiunge. Punta basso per vincite frequenti o alto per vincite rare e grandi. Dimostrabilmente equo. Ritorno al giocatore: {rtp}.',
    crash:
      'Un moltiplicatore sale da 1,00x finché non crolla. Incassa prima per vincere la puntata per il moltiplicatore; se aspetti troppo, la puntata è persa. I round si giocano dal vivo con tutti i giocatori al tavolo. Ritorno al giocatore: {rtp}.',
    'crash-bull':
      'Il tavolo crash in un mercato rialzista: cavalca il rally e incassa prima del crollo. Round dal vivo condivisi, con la propria catena di hash dimostrabilmente equa. Ritorno al giocatore: {rtp}.',
    'crash-sw':
      "Il tavolo crash nello spazio profondo: decolla, sali e incassa prima che l'astronave esploda. Round dal vivo condivisi, con la propria catena di hash dimostrabilmente equa. Ritorno al giocatore: {rtp}.",
    'european-roulette':
      'La classica roulette a zero singolo con 37 caselle. Punta su numeri, colori, dozzine o colonne; un numero pieno paga 35 a 1. Ritorno al giocatore: {rtp}.',
    'roulette-royale':
      'Roulette a zero singolo a un tavolo reale con limiti alti, con la stessa ruota equa e tutte le puntate classiche. Ritorno al giocatore: {rtp}.',
    blackjack:
      'Batti il banco avvicinandoti a 21 senza sballare. Il blackjack paga 3 a 2, puoi raddoppiare su qualsiasi coppia di carte iniziali e il banco si ferma su 17 soft. Niente divisione e niente assicurazione. Ritorno al giocatore con la strategia di base: {rtp}.',
    'blackjack-vip':
      'Blackjack al tavolo VIP: limiti più alti, stesse regole. Il blackjack paga 3 a 2, puoi raddoppiare su qualsiasi coppia di carte iniziali e il banco si ferma su 17 soft. Niente divisione e niente assicurazione. Ritorno al giocatore con la strategia di base: {rtp}.',
    'money-wheel':
      "Una grande ruota di 54 settori che gira solo per te a ogni puntata. Punta sui numeri in cui pensi che si fermerà l'indicatore: un settore vincente paga il suo numero a 1, da 1 a 1 fino a 40 a 1. Due settori moltiplicatori, ×3 e ×7, fanno girare di nuovo la ruota e moltiplicano la vincita successiva, fino a ×49. Ritorno al giocatore secondo il numero: almeno {rtp}; le regole indicano quello di ogni puntata.",
    'fruit-fiesta':
      'Una slot alla frutta piena di sole, con ciliegie, limoni e sette fortunati. Allinea simboli uguali da sinistra su 10 linee di pagamento fisse; la stella è il wild e sostituisce qualsiasi simbolo. Ritorno al giocatore: {rtp}.',
    'pharaoh-gold':
      "Cerca l'oro del faraone nelle piramidi. Allinea simboli uguali da sinistra su 20 linee di pagamento fisse; la piramide è il wild e sostituisce qualsiasi simbolo. Ritorno al giocatore: {rtp}.",
    'viking-voyage':
      'Salpa con i guerrieri norreni: asce, scudi e drakkar su 20 linee di pagamento fisse, con Odino tra le vincite più alte. La runa è il wild: sostituisce qualsiasi simbolo e paga più di tutti. Ritorno al giocatore: {rtp}.',
    'neon-nights':
      'Una slot rétro dai neon brillanti, piena di vita notturna in città. Allinea simboli uguali da sinistra su 10 linee di pagamento fisse; la palla da discoteca è il wild e sostituisce qualsiasi simbolo. Ritorno al giocatore: {rtp}.',
    'dragon-pearls':
      'Vinci le perle del tesoro del drago. Allinea simboli uguali da sinistra su 20 linee di pagamento fisse; il drago è il wild e sostituisce qualsiasi simbolo. Ritorno al giocatore: {rtp}.',
    'cosmic-cash':
      'Una slot tra le stelle, con pianeti, comete e razzi. Allinea simboli uguali da sinistra su 10 linee di pagamento fisse; il buco nero è il wild e sostituisce qualsiasi simbolo. Ritorno al giocatore: {rtp}.',
  },
};
