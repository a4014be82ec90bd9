import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amount } from '../format.js';

export const vip: PageTranslation = {
  title: 'VIP-Programm',
  description:
    'Vier VIP-Stufen – Bronze, Silber, Gold und Platin – mit Reload-Bonus, bevorzugten Auszahlungen, VIP-Cashback und persönlichem Manager.',
  body: `# VIP-Programm

Jeder Spieler bei Satsino ist ab der ersten Einzahlung Teil des VIP-Programms. Je mehr du spielst, desto höher deine Stufe – und jede Stufe behält die Vorteile der darunterliegenden.

## Die Stufen

| Stufe | Voraussetzung (Gesamtumsatz) | Vorteile |
|---|---|---|
| **Bronze** | deine erste Einzahlung | ${f.vipReload} % Reload-Bonus auf jede Einzahlung ab der fünften |
| **Silber** | ${amount(f.silverWagered)} | Bevorzugte Auszahlungen und bevorzugter Support |
| **Gold** | ${amount(f.goldWagered)} | ${f.goldCashback} % VIP-Cashback jede Woche |
| **Platin** | ${amount(f.platinumWagered)} | ${f.platinumCashback} % VIP-Cashback und ein persönlicher VIP-Manager |

Beträge in deiner Kontowährung (USD oder EUR).

## So wird deine Stufe berechnet

Deine Stufe richtet sich nach dem Gesamtbetrag, den du seit deiner Anmeldung mit Echtgeld gesetzt hast: Jede abgerechnete Wette zählt mit ihrem vollen Einsatz, egal bei welchem Spiel. Wetten mit Bonusguthaben sowie stornierte oder erstattete Wetten zählen nicht. Deinen Fortschritt siehst du in deinem Konto unter **VIP**, und du steigst auf, sobald du eine Schwelle erreichst. Einmal erreichte Stufen werden nie aberkannt.

## Die Vorteile im Detail

**Reload-Bonus (ab Bronze).** Deine ersten vier Einzahlungen sind mit den Einzahlungsboni unseres Willkommenspakets ausgestattet. Ab deiner fünften Einzahlung kannst du auf jede Einzahlung von mindestens ${amount(f.minDeposit)} einen Reload-Bonus von ${f.vipReload} % bis zu ${amount(f.bonusMax)} erhalten, mit der üblichen ${f.wagering}-fachen Umsatzbedingung. Wie immer kannst du dich stattdessen auch gegen einen Bonus entscheiden.

**Bevorzugte Auszahlungen (ab Silber).** Deine Auszahlungen rücken in der Prüfwarteschlange nach vorn, und deine Nachrichten gehen an ein eigenes Team.

**VIP-Cashback (Gold und Platin).** Jeden Montag zahlen wir dir ${f.goldCashback} % (Gold) bzw. ${f.platinumCashback} % (Platin) deiner Nettoverluste der Vorwoche aus – als Echtgeld, ohne Umsatzbedingungen. Es kommt zu unseren täglichen und wöchentlichen Cashback-Aktionen hinzu.

**Persönlicher VIP-Manager (Platin).** Eine feste Ansprechperson, die dein Konto kennt, über deinen bevorzugten Kanal erreichbar ist und individuelle Limits, eine schnellere Verifizierung und Einladungen zu besonderen Events für dich organisieren kann.

## Faires Spiel

VIP-Vorteile richten sich an Freizeitspieler. Umsatz, der durch Bonusmissbrauch, Absprachen oder automatisiertes Spielen entsteht, zählt nicht und kann dazu führen, dass wir deinen Fortschritt zurücksetzen. Wenn du Einzahlungslimits gesetzt oder dich selbst gesperrt hast, kontaktieren wir dich niemals mit VIP-Angeboten.
`,
};
