import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amount } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Nachweislich fair – einfach erklärt',
    summary:
      'Wie du mit deinem Browser oder unserem veröffentlichten Prüfprogramm überprüfen kannst, dass jedes Ergebnis unserer hauseigenen Spiele feststand, bevor du gesetzt hast – und wie jedes Spiel aus den Seeds sein Ergebnis macht.',
    meta_description:
      'Nachweislich fair bei Satsino: Seeds, die feststehen, bevor du deinen wählst, die exakte Formel jedes Spiels, Auszahlungen auf den Cent genau und Crash-Ketten mit dem Salt eines künftigen Bitcoin-Blocks.',
    body: `Wenn du in einem gewöhnlichen Online-Casino spielst, vertraust du darauf, dass der Zufallszahlengenerator ehrlich ist. Bei Satsino musst du das nicht: Unsere hauseigenen Spiele sind **nachweislich fair** (Provably Fair), und jede der folgenden Formeln ist buchstabengetreu die, mit der unser Server abrechnet.

## Drei Zutaten

- **Der Server-Seed**: 32 zufällige Bytes, die wir wählen. Bevor du spielst, siehst du nur seinen SHA-256-Hash, der uns auf den Seed festlegt, ohne ihn preiszugeben.
- **Der Client-Seed**: deiner. Wir schlagen einen vor; ändere ihn nach Belieben.
- **Die Nonce**: 0 für die erste Runde eines Seed-Paars, danach mit jeder weiteren Runde eins mehr.

## Festgelegt, bevor du wählst

Der Fairness-Bereich zeigt den Hash des aktiven Server-Seeds *und* den Hash des nächsten, noch bevor du einen Client-Seed wählst. Ein neuer Client-Seed oder ein Seed-Wechsel führt genau zu diesem vorab festgelegten Seed und legt den alten offen – wir wählen also nie einen Server-Seed, nachdem wir deinen gesehen haben. Offengelegte Seeds bleiben auf der [Prüfseite](/provably-fair) unter „Deine offengelegten Seeds“ aufgeführt.

## Von den Seeds zu den Zahlen

Jede Runde liest ihre Zahlen aus \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Jeder 32-Byte-Block ergibt acht Floats aus je vier Bytes, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, zwischen 0 und 1; der Cursor zählt die Blöcke ab 0, und eine Runde verwendet die Floats der Reihe nach. Das ist das Verfahren, das Stake veröffentlicht, und für Würfel, Limbo, Roulette und Karten übernehmen wir auch die Zuordnungen von Stake – Stakes eigene Rechner kommen also zu denselben Ergebnissen wie unsere.

- **Würfel**: Wurf = ⌊float × 10.001⌋ ÷ 100, von 0,00 bis 100,00.
- **Limbo**: Ergebnis = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, mindestens 1,00 und höchstens 1.000.000.
- **Roulette**: Fach = ⌊float × 37⌋.
- **Blackjack**: Jede Karte ist der Eintrag ⌊float × 52⌋ der Tabelle ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. Die ersten beiden Floats sind deine Karten, der dritte die offene Karte des Dealers, der vierte seine verdeckte Karte (Hole Card), danach folgen deine Hits und die Karten, die der Dealer zieht, in der Reihenfolge, in der sie anfallen.
- **Slots**: Walze für Walze, von links nach rechts, hält jede Walze bei ⌊float × Länge der Walze⌋.
- **Glücksrad**: Jeder Dreh hält bei ⌊float × 54⌋. Ein Segment ×3 oder ×7 lässt das Rad erneut drehen und multipliziert den nächsten Gewinn; höchstens drei Drehungen.

## Fair ausgezahlt, auf den Cent genau

Ein Gewinn ist oft einen Bruchteil eines Cents wert: Ein Einsatz von 0,10 bei 1,98× ist 19,8 Cent wert. Wir zahlen die ganzen Cent aus und einen Cent mehr, wenn der nächste Float (der nach denen, die das Spiel verwendet hat) unter dem Bruchteil liegt, hier 0,8. Im Durchschnitt zahlt so jeder Gewinn genau das aus, was er wert ist, bei jedem Einsatz, und du kannst diesen Cent aus denselben Seeds nachrechnen.

## Crash: eine Kette, die feststeht, bevor jemand setzt

Alle Spieler an einem Crash-Tisch teilen sich die Runde, deshalb folgt Crash stattdessen dem veröffentlichten Verfahren von bustabit. Wir erzeugen eine Kette von Hashes, jeder davon der SHA-256 des nächsten, und veröffentlichen ihren letzten, den End-Hash, zusammen mit der Nummer eines Bitcoin-Blocks, der noch nicht gemined wurde. Sobald dieser Block gemined ist, wird sein Hash das Salt der Kette; vorher läuft der Tisch nicht. Runde für Runde wird die Kette rückwärts gespielt, sodass jeder offengelegte Spiel-Hash, erneut gehasht, den vorherigen ergibt. Für den Crash-Punkt werden die ersten 52 Bits von \`HMAC_SHA256(salt, game hash)\` als r genommen; er beträgt ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, mindestens 1,00. Jede Kette, ihr Block und ihr Salt stehen auf der [Seite der Crash-Ketten](/provably-fair/crash).

## Eine Runde überprüfen

1. Notiere dir im Fairness-Bereich des Spiels den Hash des Server-Seeds, den Hash des nächsten Seeds und deinen Client-Seed.
2. Spiele wie gewohnt.
3. Wechsle den Seed: Der alte Server-Seed wird offengelegt, und sein SHA-256 muss mit dem Hash übereinstimmen, den du gesehen hast.
4. Öffne die [Prüfseite](/provably-fair), wähle die Runde aus deinem Verlauf und klicke auf „Prüfen“: Du erhältst genau das Ergebnis und die Auszahlung, die du gesehen hast.

Offline erledigt unser veröffentlichtes Prüfprogramm dasselbe auf der Kommandozeile: \`npx @satsino/fairness verify\`.

## Was „nachweislich fair“ nicht bedeutet

Es beweist, dass die Ergebnisse nicht manipuliert wurden – an den Gewinnchancen ändert es nichts. Jedes Spiel hat weiterhin einen Hausvorteil, der in seinen Regeln angegeben ist. Spiel zum Vergnügen, setz dir Limits und lies unsere Seite [Verantwortungsvolles Spielen](/policies/responsible-gaming), falls es einmal keinen Spaß mehr macht.`,
  },

  'new-games-this-month': {
    title: 'Neu in diesem Monat: Crash in drei Varianten',
    summary:
      'Crash gibt es jetzt an drei Tischen – Classic, Bull und Sidewinder –, jeder mit eigener Hash-Kette, eigenem Tempo und eigenem Look. Das sind die Unterschiede.',
    meta_description:
      'Satsino bringt drei Crash-Tische mit eigenen nachweislich fairen Hash-Ketten, automatischem Cash-out und einem neuen Live-Feed großer Gewinne.',
    body: `Crash ist das einfachste Spiel in der Lobby und eines der spannendsten: Ein Multiplikator steigt ab 1,00× und kann jederzeit stoppen. Steig aus, bevor er abstürzt, und dein Einsatz wird multipliziert; wartest du zu lange, ist die Runde verloren. In diesem Monat kommt das Spiel in drei Varianten.

## Crash Classic

Das Original. Alle paar Sekunden startet eine Runde, die Kurve steigt gleichmäßig an, und alle Spieler am Tisch verfolgen dieselbe Runde live. Lege einen **automatischen Cash-out** fest – etwa bei 2,00× –, und das Spiel steigt für dich aus, sobald der Multiplikator diesen Wert erreicht, selbst wenn deine Verbindung abbricht.

## Crash Bull

Dieselben Regeln im Look eines Börsencharts: grüne Kerzen, solange der Multiplikator steigt, eine rote Kerze beim Absturz. Die Pausen zwischen den Runden sind etwas kürzer – für alle, die es gern schneller mögen.

## Crash Sidewinder

Ein ruhigerer Tisch mit einem längeren Zeitfenster für Einsätze, ideal, um Strategien mit kleinen Beträgen auszuprobieren. Er hat seine eigene Seed-Kette und seinen eigenen Verlauf, seine Ergebnisse sind also unabhängig von den beiden anderen Tischen.

## Fair von Grund auf

Jeder Tisch läuft auf einer eigenen, nachweislich fairen **Hash-Kette**. Vor der ersten Runde wurde eine lange Kette von Hashes erzeugt und der letzte Hash veröffentlicht; jede Runde legt das vorherige Glied der Kette offen, und jeder kann prüfen, dass der Hash jedes Glieds das nächste ergibt. Niemand – auch wir nicht – kann das Ergebnis einer Runde ändern, sobald die Kette existiert. Mehr dazu in [Nachweislich fair – einfach erklärt](/blog/provably-fair-explained).

## Außerdem neu

- Ein **Live-Feed** auf der Startseite zeigt die neuesten Wetten im ganzen Casino, die High Roller und deine eigenen Wetten.
- Spieleseiten zeigen jetzt die **Auszahlungsquote** (RTP) und die Regeln jedes Spiels, bevor du es öffnest.
- Alle hauseigenen Spiele gibt es im Demomodus, sodass du ein Spiel zuerst mit Spielgeld kennenlernen kannst.

Wie bei jedem Spiel gilt: Leg Einsatz und Limits fest, bevor du loslegst, und denk daran, dass ein Cash-out-Ziel ein Plan ist, kein Versprechen. Viel Glück an den Tischen!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Bitcoin-Einzahlungen per Lightning: Sekunden statt Blöcke',
    summary:
      'Mit Lightning zahlst du Bitcoin in Sekunden ein – für einen Bruchteil der üblichen Gebühr. Was Lightning ist, wie du es bei Satsino nutzt und worauf du achten solltest.',
    meta_description:
      'Bitcoin über das Lightning Network bei Satsino einzahlen: nahezu sofortige Gutschrift, minimale Gebühren und eine Schritt-für-Schritt-Anleitung.',
    body: `Eine normale Bitcoin-Einzahlung wartet darauf, dass das Netzwerk sie in einen Block aufnimmt, und dann auf Bestätigungen – meist zehn Minuten oder länger, und die Gebühr steigt, wenn das Netzwerk ausgelastet ist. Das **Lightning Network** löst beide Probleme, und Satsino akzeptiert es für Einzahlungen.

## Was Lightning ist

Lightning ist ein Netzwerk aus Zahlungskanälen, das auf Bitcoin aufsetzt. Zahlungen wandern nahezu sofort zwischen den Kanälen und werden später gebündelt auf der Hauptkette abgerechnet. Für dich heißt das: Bitcoin, die in Sekunden ankommen, und Gebühren, die meist nur ein paar Satoshis betragen.

## So zahlst du mit Lightning ein

1. Öffne die **Wallet** und wähle **Bitcoin (Lightning)**.
2. Gib den Betrag ein, den du einzahlen möchtest – mindestens ${amount(f.minDeposit)} in deiner Kontowährung –, und wähle deinen Bonus oder „Kein Bonus“.
3. Wir erstellen eine **Lightning-Rechnung** (Invoice): einen QR-Code und einen Text, der mit \`lnbc\` beginnt.
4. Scanne sie mit einer beliebigen Lightning-Wallet oder füge sie dort ein und bestätige die Zahlung.
5. Dein Guthaben wird gutgeschrieben, sobald die Zahlung abgewickelt ist – meist noch bevor du deine Wallet-App geschlossen hast.

## Gut zu wissen

- **Rechnungen laufen ab.** Jede Rechnung gilt nur für begrenzte Zeit und genau für den angezeigten Betrag. Ist sie abgelaufen, erstellst du einfach eine neue; eine abgelaufene Rechnung kann nicht mehr bezahlt werden.
- **Nutze eine Lightning-Wallet.** Eine On-Chain-Bitcoin-Adresse und eine Lightning-Rechnung sind zwei verschiedene Dinge; eine normale Wallet kann keine Lightning-Rechnung bezahlen. Die meisten gängigen Mobile-Wallets unterstützen Lightning inzwischen.
- **Boni gelten genauso.** Eine Lightning-Einzahlung qualifiziert sich für dieselben Einzahlungsboni wie jede andere Einzahlung.
- **Auszahlungen** erfolgen on-chain in der Kryptowährung deiner Wahl, innerhalb der üblichen Limits von ${amount(f.withdrawalMin)} bis ${amount(f.withdrawalMax)} pro Auszahlungsantrag.

## Lieber on-chain?

Auch kein Problem: Deine On-Chain-Bitcoin-Adresse bleibt verfügbar, ebenso wie die anderen Kryptowährungen, die wir akzeptieren (${coinCodes}). Lightning ist einfach der schnellste Weg. Die vollständige Anleitung findest du unter [So zahlst du ein](/policies/how-to-deposit).`,
  },

  'vip-programme-explained': {
    title: 'Unser VIP-Programm: vier Stufen, klare Vorteile',
    summary:
      'Bronze, Silber, Gold und Platin: wie du aufsteigst, was dir jede Stufe bringt und warum jeder Vorteil in klaren Zahlen festgehalten ist.',
    meta_description:
      'Die VIP-Stufen von Satsino erklärt: Reload-Bonus, bevorzugte Auszahlungen, VIP-Cashback und ein persönlicher VIP-Manager.',
    body: `Viele Casinos halten ihr VIP-Programm bewusst vage – „exklusive Prämien“, „maßgeschneiderte Angebote“. Unseres ist schriftlich festgehalten, mit Zahlen, denn wir finden, du solltest genau wissen, was dir dein Spiel einbringt.

## Dabei ab dem ersten Tag

Jeder Spieler startet mit seiner ersten Einzahlung auf **Bronze**. Danach richtet sich deine Stufe nach deinem gesamten Echtgeldumsatz: Jede abgerechnete Wette zählt mit ihrem vollen Einsatz, bei jedem Spiel.

- **Silber** ab ${amount(f.silverWagered)} Umsatz
- **Gold** ab ${amount(f.goldWagered)} Umsatz
- **Platin** ab ${amount(f.platinumWagered)} Umsatz

(Beträge in deiner Kontowährung.) Du steigst auf, sobald du eine Schwelle überschreitest, und du steigst nie ab.

## Was dir jede Stufe bringt

**Bronze – ${f.vipReload} % Reload-Bonus.** Deine ersten vier Einzahlungen sind mit den Einzahlungsboni unseres Willkommenspakets ausgestattet. Danach kannst du auf jede Einzahlung einen Reload-Bonus von ${f.vipReload} % erhalten – es gibt also immer ein Angebot, oder auch keins, wenn du lieber ohne Bonus spielst.

**Silber – Vorrang.** Deine Auszahlungen rücken in der Prüfwarteschlange nach vorn (die Prüfung dauert ohnehin schon im Schnitt weniger als ${f.approvalMinutes} Minuten), und deine Nachrichten gehen an ein eigenes Support-Team.

**Gold – ${f.goldCashback} % VIP-Cashback.** Jeden Montag erhältst du ${f.goldCashback} % deiner Nettoverluste der Vorwoche als Echtgeld, ohne Umsatzbedingungen. Es kommt zu den täglichen und wöchentlichen Cashback-Aktionen hinzu.

**Platin – ${f.platinumCashback} % VIP-Cashback und ein persönlicher Manager.** Doppelt so viel Cashback wie auf Gold – und eine feste Ansprechperson, die dein Konto kennt und dir bei allem hilft, von der Verifizierung bis zu individuellen Limits.

## Verantwortungsvoll spielen – auf jeder Stufe

Eine VIP-Stufe ist ein Dankeschön, niemals ein Ziel. Spielern, die Limits gesetzt oder sich selbst gesperrt haben, schicken wir keine VIP-Angebote, und dein VIP-Manager hilft dir genauso bereitwillig beim Setzen von Limits wie bei allem anderen. Alle Regeln findest du auf der Seite [VIP-Programm](/policies/vip).`,
  },

  'responsible-gaming-tips': {
    title: 'Sieben Gewohnheiten, damit Glücksspiel Spaß bleibt',
    summary:
      'Einfache, praktische Gewohnheiten, mit denen Casinospiele bleiben, was sie sein sollen – Unterhaltung –, und die Werkzeuge, die wir dir bieten, wenn du zusätzliche Unterstützung möchtest.',
    meta_description:
      'Tipps für verantwortungsvolles Spielen von Satsino: Budgets, Zeitlimits, Pausen sowie unsere Einzahlungslimits und die Selbstsperre.',
    body: `Glücksspiel ist Unterhaltung, die etwas kostet – wie ein Konzert oder ein Abend in der Stadt. Wer über Jahre am meisten Freude daran hat, teilt meist ein paar Gewohnheiten. Hier sind sieben, die sich lohnen.

## 1. Leg vor dem Spielen ein Budget fest

Entscheide, wie viel du ausgeben möchtest – Geld, das dir nicht fehlen wird –, und hör auf, wenn es aufgebraucht ist. Ein vorher festgelegtes Budget hält man viel leichter ein als eines, das mitten im Spiel entsteht.

## 2. Setz dir auch ein Zeitlimit

Spiele sind darauf ausgelegt, dich zu fesseln, und die Zeit vergeht schnell. Stell dir einen Wecker oder bitte uns, dir Sitzungserinnerungen zu schicken.

## 3. Jag niemals Verlusten hinterher

Pechsträhnen kommen vor; sie gehören zur Mathematik jedes Spiels. Erneut einzuzahlen, um Verluste zurückzugewinnen, ist der häufigste Weg, auf dem aus Spaß ein Problem wird. Akzeptiere den Verlust und komm an einem anderen Tag wieder, wenn du dann noch Lust hast.

## 4. Betrachte Gewinne als Glück, nicht als Einkommen

Wenn du gewinnst, zahl einen Teil oder alles aus. Gewinne, die auf dem Konto bleiben, werden meist wieder verspielt.

## 5. Spiel mit klarem Kopf

Spiel nicht, wenn du aufgewühlt, gestresst oder müde bist oder getrunken hast. Genau in solchen Momenten geraten Limits in Vergessenheit.

## 6. Achte auf Ausgewogenheit in deinem Leben

Glücksspiel sollte ein Hobby unter vielen sein. Wenn es anfängt, die Zeit mit Familie und Freunden, die Arbeit oder den Schlaf zu verdrängen, leg eine Pause ein.

## 7. Nutze die Werkzeuge – frühzeitig

Du musst kein Problem haben, um unsere Werkzeuge zu nutzen. Viele Spieler setzen sich schon am ersten Tag ein Einzahlungslimit, einfach weil das Spielen damit entspannter wird. Über den Kundensupport kannst du Folgendes einrichten:

- **Einzahlungslimits** pro Tag, Woche oder Monat (eine Senkung gilt sofort, eine Erhöhung erst nach 24 Stunden);
- **Spielpausen** von 24 Stunden, einer Woche oder einem Monat;
- eine **Selbstsperre** für sechs Monate, ein Jahr, fünf Jahre oder dauerhaft.

Und denk daran: Jeder Bonus ist freiwillig – du kannst immer auch ohne Bonus einzahlen.

## Wenn es keinen Spaß mehr macht

Wenn du dich in den Warnsignalen wiedererkennst – mehr ausgeben als geplant, dein Spielen verheimlichen, Geld leihen, um zu spielen –, sprich mit jemandem darüber. Unser Support-Team hilft dir sofort und ohne Rückfragen, und Organisationen wie GamCare, BeGambleAware und Gamblers Anonymous bieten kostenlose, vertrauliche Unterstützung. Alles Weitere findest du auf unserer Seite [Verantwortungsvolles Spielen](/policies/responsible-gaming). Satsino ist ausschließlich für Spieler ab ${f.age} Jahren.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Erste Schritte mit Krypto-Einzahlungen',
    summary:
      'Neu beim Bezahlen mit Krypto? Welche Kryptowährung du wählen solltest, wie Adressen und Netzwerke funktionieren und wie deine erste Einzahlung ohne Fehler gelingt.',
    meta_description:
      'Einsteiger-Guide für Krypto-Einzahlungen bei Satsino: die passende Kryptowährung, Netzwerke, Bestätigungen und die Mindesteinzahlung.',
    body: `Krypto-Einzahlungen sind schnell, diskret und rund um die Uhr möglich – doch wenn du noch nie Krypto versendet hast, kann die erste Einzahlung einschüchternd wirken. Dieser Leitfaden erklärt alles, was du wissen musst.

## Schritt null: Besorg dir Krypto

Du brauchst eine Wallet oder ein Börsenkonto mit einer der Kryptowährungen, die wir akzeptieren: ${coinCodes}. Falls du noch keine hast, kannst du über **Krypto kaufen** in der Kasse bei unserem On-Ramp-Partner per Karte welche kaufen; sie landen direkt in deiner Wallet, bereit zur Einzahlung.

## Welche Kryptowährung solltest du nutzen?

- **Stablecoins (USDT, USDC)** haben einen stabilen Wert nahe einem US-Dollar – was du sendest, kommt auch an. Eine gute Wahl, wenn du in USD spielst.
- **Bitcoin** ist am weitesten verbreitet; über **Lightning** ist er zudem am schnellsten und günstigsten.
- **Litecoin, TRON, XRP und Dogecoin** werden schnell bestätigt und haben meist niedrige Netzwerkgebühren.
- **Ethereum** wird breit unterstützt, doch die Gebühren schwanken stark mit der Auslastung des Netzwerks.

Egal, was du sendest: Dein Satsino-Guthaben wird in deiner Kontowährung geführt und zum Kurs im Moment der Bestätigung deiner Einzahlung umgerechnet.

## Adressen und Netzwerke

Deine Einzahlungsadresse gehört nur dir: Kopiere sie mit der Kopierschaltfläche oder scanne den QR-Code. Prüfe immer das **Netzwerk**: Viele Börsen erlauben es, denselben Token über mehrere Netzwerke auszuzahlen, und das gewählte Netzwerk muss mit dem in unserer Kasse angezeigten übereinstimmen. Wird ein **Destination Tag** angezeigt (XRP), gib ihn unbedingt mit an.

## Bestätigungen

Eine Blockchain-Zahlung ist endgültig, sobald genügend Blöcke nach ihr hinzugefügt wurden. Die Kasse zeigt deine Einzahlung als ausstehend an, sobald sie erkannt wird, und schreibt sie gut, sobald sie die nötigen Bestätigungen hat – meist innerhalb weniger Minuten.

## Deine erste Einzahlung

1. Bestätige deine E-Mail-Adresse (Einzahlungen werden nach der Bestätigung freigeschaltet).
2. Öffne die Wallet, wähle eine Kryptowährung und kopiere die Adresse.
3. Wähle deinen Bonus: Deine erste Einzahlung qualifiziert sich für den Willkommensbonus von ${f.welcomePercent} % mit ${f.freeSpins} Freispielen – oder du wählst keinen Bonus.
4. Sende mindestens den Gegenwert von ${amount(f.minDeposit)} in deiner Kontowährung.
5. Leg los, sobald die Einzahlung gutgeschrieben ist.

Mehr Details findest du unter [So zahlst du ein](/policies/how-to-deposit), und wenn etwas unklar ist, ist unser Support-Team nur einen Klick entfernt.`,
  },
};
