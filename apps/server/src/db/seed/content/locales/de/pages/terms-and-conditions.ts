import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amount } from '../format.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Allgemeine Geschäftsbedingungen',
  description:
    'Die Vereinbarung zwischen dir und Satsino: wer spielen darf, wie Konto, Ein- und Auszahlungen, Boni und Spiele funktionieren und was bei Problemen gilt.',
  body: `# Allgemeine Geschäftsbedingungen

Diese Allgemeinen Geschäftsbedingungen („AGB“) bilden die Vereinbarung zwischen dir und Satsino („wir“, „uns“) über die Nutzung dieser Website und ihrer Spiele. Mit der Eröffnung eines Kontos akzeptierst du sie, zusammen mit unserer [Datenschutzerklärung](/policies/privacy-policy), unserer [AML-Richtlinie](/policies/aml-policy) und unseren Grundsätzen zum [verantwortungsvollen Spielen](/policies/responsible-gaming), die Bestandteil dieser AGB sind.

## 1. Wer spielen darf

- Du musst mindestens ${f.age} Jahre alt sein – oder älter, wenn das Recht an deinem Wohnort es verlangt. Wir können jederzeit einen Altersnachweis verlangen; Konten von Minderjährigen werden geschlossen und ihre Wetten annulliert.
- Online-Glücksspiel muss an deinem Aufenthaltsort legal sein. Wir sperren Länder, in denen wir unsere Dienste nicht anbieten; wer diese Sperren umgeht (etwa per VPN), verstößt gegen diese AGB.
- Du darfst nur ein Konto führen. Mehrfachkonten werden geschlossen, und darüber erlangte Boni und Gewinne werden annulliert.
- Du spielst für dich selbst, mit deinen eigenen Mitteln – nicht für andere und nicht gewerblich.

## 2. Dein Konto

- Registriere dich mit korrekten Angaben und halte sie aktuell. Du musst deine E-Mail-Adresse bestätigen, bevor du ein- oder auszahlen kannst.
- Halte dein Passwort geheim. Du bist für die Aktivitäten auf deinem Konto verantwortlich, es sei denn, du teilst uns umgehend mit, dass jemand anderes Zugriff darauf hatte. In deinen Kontoeinstellungen siehst du jedes angemeldete Gerät und kannst jede dieser Sitzungen beenden.
- Manche Kontoänderungen und Transaktionen erfordern eine Identitätsprüfung („KYC“): ein Ausweisdokument und, wo unsere [AML-Richtlinie](/policies/aml-policy) es verlangt, Nachweise über deine Adresse und die Herkunft deiner Mittel. Bis die Prüfung abgeschlossen ist, können wir Auszahlungen zurückhalten.
- Dein Guthaben wird in deiner Kontowährung (USD oder EUR) geführt; Einzahlungen werden zum Kurs im Moment ihrer Bestätigung umgerechnet.

## 3. Einzahlungen

- Wir akzeptieren ${coins}. Bitcoin kann zusätzlich über das Lightning Network gesendet werden.
- Die Mindesteinzahlung beträgt ${amount(f.minDeposit)} in deiner Kontowährung. Eine kleinere Zahlung wird erst gutgeschrieben, wenn deine ausstehenden Einzahlungen zusammen den Mindestbetrag erreichen.
- Sende jede Kryptowährung nur über das Netzwerk, das neben ihrer Einzahlungsadresse angezeigt wird. Coins, die an eine falsche Adresse, über ein falsches Netzwerk oder als nicht unterstützter Token gesendet werden, können verloren gehen, und wir können sie nicht immer zurückholen.
- Eine Einzahlung wird nach den vom Netzwerk benötigten Bestätigungen gutgeschrieben. Für Krypto, die du per Karte über den On-Ramp-Anbieter in der Kasse kaufst, gelten dessen eigene Bedingungen.
- Einzahlungen müssen von einer Wallet stammen, die du kontrollierst, und aus Mitteln rechtmäßiger Herkunft.

## 4. Auszahlungen

- Du kannst pro Auszahlungsantrag ${amount(f.withdrawalMin)} bis ${amount(f.withdrawalMax)} in deiner Kontowährung auszahlen, sofern die Kasse für die gewählte Kryptowährung keine anderen Limits anzeigt. Auszahlen kannst du nur Kryptowährungen, die als für Auszahlungen verfügbar gekennzeichnet sind.
- Es kann immer nur eine Auszahlung ausstehen, und du kannst sie stornieren, solange sie aussteht. Auszahlungen werden im Schnitt in weniger als ${f.approvalMinutes} Minuten geprüft; die Netzwerkbestätigungen kommen noch hinzu.
- Die Netzwerkgebühr wird vom gesendeten Betrag abgezogen. Der Kryptobetrag wird zum Kurs im Moment der Bearbeitung der Auszahlung berechnet, der vom Kurs zum Zeitpunkt deines Antrags abweichen kann.
- Solange ein Bonus aktiv ist und seine Umsatzbedingungen nicht erfüllt sind, kannst du nicht auszahlen (siehe Abschnitt 5). Wir können verlangen, dass du vor einer Auszahlung die Verifizierung abschließt, und wir zahlen ausschließlich an den Spieler selbst aus, niemals an Dritte.

## 5. Boni und Aktionen

- Boni sind freiwillig. Du entscheidest bei der Einzahlung, ob du einen annimmst, und kannst dich immer gegen einen Bonus entscheiden. Die Bedingungen jeder Aktion stehen auf ihrer Seite; weichen sie von diesem Abschnitt ab, gelten die Bedingungen der Aktion.
- Sofern eine Aktion nichts anderes vorsieht, muss Bonusguthaben innerhalb von ${f.bonusDays} Tagen ${f.wagering}-mal (${f.wagering}×) umgesetzt werden, bevor es und die damit erzielten Gewinne auszahlbar werden, und solange die Umsatzbedingungen laufen, darf kein einzelner Einsatz ${amount(f.maxBet)} in deiner Kontowährung übersteigen. Gewinne aus Freispielen werden als Bonusguthaben mit ${f.spinWagering}-facher Umsatzbedingung gutgeschrieben.
- Es kann immer nur ein Bonus aktiv sein. Echtgeld wird stets vor Bonusguthaben eingesetzt.
- Läuft ein Bonus ab oder verfällt er, werden das verbleibende Bonusguthaben und die damit erzielten Gewinne entfernt; dein eingezahltes Geld dagegen nie.
- Boni richten sich an Freizeitspieler. Bonusmissbrauch – Mehrfachkonten, abgesprochenes Spiel, risikoarme Einsatzmuster, die nur dem Erfüllen der Umsatzbedingungen dienen, oder das Ausnutzen eines Fehlers – führt zur Entfernung des Bonus und der damit erzielten Gewinne und kann zur Schließung des Kontos führen.

## 6. Spiele und Fairness

- Unsere hauseigenen Spiele sind nachweislich fair: Vor jeder Runde siehst du einen kryptografischen Hash des Server-Seeds, du kannst deinen eigenen Client-Seed festlegen, und nach dem Seed-Wechsel kannst du jedes Ergebnis selbst überprüfen. Spiele von Drittanbietern sind von ihren Anbietern zertifiziert.
- Die Regeln und die Auszahlungsquote (RTP) eines Spiels werden im Spiel angezeigt. Eine Fehlfunktion macht alle davon betroffenen Spiele und Auszahlungen ungültig; fällt ein Spiel während einer Runde aus, wird die Runde anhand der Spielaufzeichnungen abgerechnet oder der Einsatz erstattet.
- Ein offensichtlicher Fehler (zum Beispiel ein Anzeigefehler) begründet keinen Anspruch auf Gewinne, die nach den Spielregeln nicht ausgezahlt würden.

## 7. Verantwortungsvolles Spielen

Glücksspiel muss Unterhaltung bleiben. Du kannst jederzeit Limits setzen, eine Pause einlegen oder dich selbst sperren – siehe [Verantwortungsvolles Spielen](/policies/responsible-gaming). Eine Selbstsperre kann vor Ablauf ihres Zeitraums nicht rückgängig gemacht werden, und solange sie gilt, senden wir dir keine Werbung.

## 8. Was du nicht tun darfst

Du darfst die Website nicht für Geldwäsche oder andere Straftaten nutzen, keine gestohlenen oder fremden Mittel verwenden, dich nicht mit anderen Spielern absprechen, keine Bots oder Software einsetzen, die für dich spielen, die Website oder ihre Sicherheit nicht beeinträchtigen und unsere Mitarbeitenden nicht beleidigen oder bedrängen. Wir können ein Konto während einer Untersuchung sperren, Wetten und Gewinne, die unter Verstoß gegen diese AGB erzielt wurden, annullieren und den Verdacht auf Straftaten melden.

## 9. Schließung eines Kontos

Du kannst dein Konto jederzeit über den Kundensupport schließen; dein Echtgeldguthaben wird nach den üblichen Prüfungen ausgezahlt. Wir können ein Konto bei einem Verstoß gegen diese AGB oder nach 12 Monaten ohne Nutzung schließen, nachdem wir dich informiert und dir ein verbleibendes Guthaben ausgezahlt haben.

## 10. Haftung

Wir haften weder für Verluste durch Ereignisse außerhalb unserer Kontrolle, etwa Netzwerkausfälle, eine Überlastung der Blockchain oder den Ausfall eines Drittanbieters, noch für mittelbare Schäden. Nichts in diesen AGB beschränkt eine Haftung, deren Beschränkung gesetzlich nicht zulässig ist.

## 11. Beschwerden und Änderungen

Wenn etwas schiefläuft, wende dich per Live-Chat oder über die [Support-Seite](/customersupport) an den Kundensupport. Wir beantworten Beschwerden innerhalb von 14 Tagen. Wir können diese AGB ändern; wesentliche Änderungen werden auf der Website angekündigt, bevor sie in Kraft treten, und wenn du danach weiterspielst, akzeptierst du sie. Diese AGB sind in englischer Sprache verfasst; eine Übersetzung wird zur besseren Verständlichkeit bereitgestellt, und bei Abweichungen ist die englische Fassung maßgeblich.
`,
};
