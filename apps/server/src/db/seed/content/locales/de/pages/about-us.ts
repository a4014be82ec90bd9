import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'Über uns',
  description:
    'Satsino ist ein nachweislich faires Krypto-Casino: schnelle Krypto-Zahlungen, überprüfbare Spiele und ein Support, der wirklich antwortet.',
  body: `# Über uns

Satsino ist ein Online-Casino für Menschen, für die Krypto längst zum Alltag gehört. Wir bieten Slots, Live-Casino, Roulette, Blackjack, Gameshows, Tischspiele und Crash-Spiele, Ein- und Auszahlungen in den Kryptowährungen, die du bereits besitzt, und ein Versprechen, das wir beweisen können: Jede Runde unserer eigenen Spiele kannst du selbst überprüfen.

## Nachweislich fair statt „Vertrau uns“

Unsere hauseigenen Spiele nutzen ein nachweislich faires System. Bevor du spielst, siehst du einen kryptografischen Fingerabdruck (Hash) des Server-Seeds, der über deine Ergebnisse entscheidet; du kannst deinen eigenen Client-Seed wählen; und sobald der Seed gewechselt wurde, kannst du jedes Ergebnis in deinem Browser nachrechnen und prüfen, dass nach deiner Wette nichts verändert wurde. Wie das funktioniert, liest du in [Nachweislich fair – einfach erklärt](/blog/provably-fair-explained).

## Krypto, aber richtig

Zahle in Bitcoin – on-chain oder über Lightning –, Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP oder TRON ein und spiele mit einem Guthaben in USD oder EUR. Auszahlungen werden im Schnitt in weniger als ${f.approvalMinutes} Minuten geprüft. Noch keine Krypto? Kauf welche per Karte direkt in der Kasse.

## Klare Prämien

Unsere Aktionen sagen genau, was sie bieten und was sie verlangen: einen Willkommensbonus von ${f.welcomePercent} % mit ${f.freeSpins} Freispielen, Boni auf deine ersten vier Einzahlungen, tägliches und wöchentliches Cashback und ein VIP-Programm mit vier Stufen. Jede Zahl ist auf jeder Seite dieselbe, und jeder Bonus ist freiwillig.

## Sicher und verantwortungsvoll

Spieler müssen mindestens ${f.age} Jahre alt sein. Wir bestätigen E-Mail-Adressen vor jeder Zahlung, verifizieren die Identität, wo das Gesetz und unsere [AML-Richtlinie](/policies/aml-policy) es verlangen, und bieten jedem Spieler Limits, Pausen und die Selbstsperre – siehe [Verantwortungsvolles Spielen](/policies/responsible-gaming).

## Zehn Sprachen, ein Team

Satsino gibt es auf Englisch, Deutsch, Spanisch, Finnisch, Französisch, Italienisch, Japanisch, Norwegisch, Portugiesisch und Türkisch. Unser Support-Team ist rund um die Uhr per Live-Chat auf der [Support-Seite](/customersupport) für dich da.
`,
};
