import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amount } from '../format.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'So zahlst du ein',
  description:
    'Krypto bei Satsino Schritt für Schritt einzahlen: akzeptierte Kryptowährungen, Mindesteinzahlung, Bonuswahl, Bestätigungen und Lightning.',
  body: `# So zahlst du ein

Einzahlungen bei Satsino erfolgen in Kryptowährung und werden deinem Guthaben in deiner Kontowährung gutgeschrieben. Diese Anleitung führt dich durch deine erste Einzahlung.

## Bevor du loslegst

- **Bestätige deine E-Mail-Adresse.** Öffne den Link, den wir dir bei der Registrierung geschickt haben; in deinen Kontoeinstellungen kannst du einen neuen anfordern. Ein- und Auszahlungen sind möglich, sobald deine E-Mail-Adresse bestätigt ist.
- **Halte Krypto bereit** – in einer Wallet oder einem Börsenkonto, das du kontrollierst. Noch keine Krypto? Mit der Option **Krypto kaufen** in der Kasse kannst du über unseren On-Ramp-Partner per Karte welche kaufen.

## Akzeptierte Kryptowährungen

${coinList}

Bitcoin kannst du außerdem über das Lightning Network einzahlen – für eine nahezu sofortige Gutschrift.

## Schritt für Schritt

1. Öffne die **Wallet** über die Kopfzeile und bleib auf dem Tab **Einzahlungen**.
2. **Wähle eine Kryptowährung.** Bitcoin ist voreingestellt.
3. **Kopiere deine Einzahlungsadresse** mit der Kopierschaltfläche oder scanne den QR-Code mit deiner Wallet-App. Die Adresse gehört nur dir, und du kannst sie wiederverwenden.
4. **Wähle deinen Bonus** – oder „Kein Bonus“. Deine ersten vier Einzahlungen bringen jeweils einen Einzahlungsbonus mit (siehe [Aktionen](/promotions)); der Rechner zeigt dir, was du für den eingegebenen Betrag erhältst.
5. **Sende die Zahlung** aus deiner Wallet über das Netzwerk, das neben der Adresse angezeigt wird.
6. **Warte auf die Bestätigung.** Die Einzahlung erscheint als ausstehend, sobald das Netzwerk sie erkennt, und wird gutgeschrieben, sobald sie genügend Bestätigungen hat – meist nach wenigen Minuten, bei hoher Netzwerkauslastung auch später.

## Die Mindesteinzahlung

Die Mindesteinzahlung beträgt ${amount(f.minDeposit)} in deiner Kontowährung; das ist zugleich die kleinste Einzahlung, die sich für einen Bonus qualifiziert. Kleinere Zahlungen gehen nicht verloren: Sie werden gutgeschrieben, sobald deine ausstehenden Einzahlungen zusammen den Mindestbetrag erreichen.

## Fehler vermeiden

- **Nutze das richtige Netzwerk.** Wenn du eine Kryptowährung über ein anderes als das angezeigte Netzwerk sendest (zum Beispiel USDT auf der falschen Chain), kann die Zahlung unwiederbringlich verloren gehen.
- **Kopieren statt abtippen.** Füge die Adresse immer ein oder scanne sie, und prüfe vor dem Senden die ersten und letzten Zeichen.
- **Gib den Tag an, falls einer angezeigt wird.** Manche Kryptowährungen wie XRP benötigen einen Destination Tag; eine Zahlung ohne ihn kann deinem Konto nicht automatisch zugeordnet werden.
- **Der Wechselkurs wird bei der Bestätigung festgelegt.** Kryptokurse schwanken, daher wird der gutgeschriebene Betrag zum Kurs im Moment der Bestätigung deiner Einzahlung umgerechnet.

## Lightning-Einzahlungen

Wähle **Bitcoin (Lightning)**, gib den Betrag ein und bezahle die Rechnung mit einer beliebigen Lightning-Wallet. Lightning-Zahlungen werden in Sekunden abgewickelt und kosten nur einen Bruchteil einer normalen On-Chain-Gebühr. Jede Rechnung gilt nur für begrenzte Zeit und genau für den angezeigten Betrag; ist sie abgelaufen, erstellst du einfach eine neue.

## Brauchst du Hilfe?

Ist eine Einzahlung nach einer Stunde noch nicht angekommen, wende dich mit der Kryptowährung, dem Betrag und der Transaktions-ID (Hash) aus deiner Wallet an den Kundensupport – wir verfolgen sie für dich nach.
`,
};
