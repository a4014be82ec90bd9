import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Datenschutzerklärung',
  description:
    'Welche personenbezogenen Daten Satsino erhebt, warum, an wen sie weitergegeben werden, wie lange sie gespeichert werden und welche Rechte du hast.',
  body: `# Datenschutzerklärung

Diese Erklärung beschreibt, wie Satsino mit deinen personenbezogenen Daten umgeht, wenn du die Website besuchst, ein Konto eröffnest und spielst. Wir erheben nur, was wir für den Betrieb eines sicheren, rechtskonformen Casinos benötigen, und wir verkaufen deine Daten niemals.

## Welche Daten wir erheben

- **Kontodaten:** dein Nickname, deine E-Mail-Adresse, dein Passwort (ausschließlich als Einweg-Hash gespeichert), deine Kontowährung und deine bevorzugte Sprache.
- **Profil- und Verifizierungsdaten:** Name, Geburtsdatum, Adresse und, wenn eine Verifizierung erforderlich ist, Kopien von Ausweisdokumenten sowie Nachweise über deine Adresse oder die Herkunft deiner Mittel.
- **Transaktionsdaten:** Einzahlungen, Auszahlungen, Wallet-Adressen, Blockchain-Transaktions-IDs, Boni sowie jede Wette und ihr Ergebnis.
- **Technische Daten:** IP-Adresse, Gerät und Browser jeder Anmeldung sowie ein daraus abgeleiteter ungefährer Standort (Land). Aus diesen Daten besteht die Sitzungsliste in deinen Kontoeinstellungen.
- **Supportdaten:** deine Unterhaltungen mit dem Kundensupport.

## Wofür wir sie verwenden

- Um unseren Dienst zu erbringen: dein Konto führen, Einzahlungen gutschreiben, Auszahlungen leisten und Spiele abrechnen.
- Um gesetzliche Pflichten zu erfüllen: Alters- und Identitätsprüfungen, Überwachung zur Geldwäscheprävention, Aufbewahrungspflichten und Spielerschutz.
- Um die Website sicher zu halten: Betrug, Kontoübernahmen und Bonusmissbrauch erkennen.
- Um mit dir in Kontakt zu bleiben: Servicenachrichten wie die E-Mail-Bestätigung oder das Zurücksetzen deines Passworts; Werbung nur mit deiner Einwilligung und niemals während einer Selbstsperre.

## An wen wir sie weitergeben

Wir geben Daten nur weiter, soweit es für diese Zwecke nötig ist: an Zahlungs- und Blockchain-Dienstleister, die deine Ein- und Auszahlungen abwickeln, an Anbieter von Identitätsprüfungen, an Spieleanbieter (eine pseudonyme Spieler-ID, niemals deine Kontaktdaten), an unsere Hosting- und E-Mail-Anbieter sowie an Behörden, wenn das Gesetz es verlangt. Jeder Dienstleister ist vertraglich verpflichtet, deine Daten zu schützen und sie nur nach unseren Weisungen zu verwenden.

## Wie lange wir sie speichern

Konto-, Transaktions- und Verifizierungsunterlagen werden nach der Schließung deines Kontos fünf Jahre lang aufbewahrt, wie es das Geldwäscherecht vorschreibt. Sitzungsdaten werden 12 Monate lang gespeichert, Support-Unterhaltungen zwei Jahre lang. Daten, die wir nicht mehr benötigen, werden gelöscht oder anonymisiert.

## Wie wir sie schützen

Der Datenverkehr ist verschlüsselt, Passwörter werden mit einem modernen, speicherintensiven Algorithmus gehasht, Anmelde-Tokens werden nur als Hashes gespeichert, und innerhalb unseres Teams haben nur diejenigen Zugriff auf personenbezogene Daten, die ihn benötigen. Du siehst jedes Gerät, das bei deinem Konto angemeldet ist, und kannst jedes davon abmelden.

## Cookies

Wir verwenden nur wenige Cookies, die für den Betrieb der Website notwendig sind: \`token\` hält dich angemeldet (365 Tage lang, wenn du „Angemeldet bleiben“ wählst, sonst bis du den Browser schließt), und \`i18n_redirected\` merkt sich deine Sprache 365 Tage lang. Dein gewähltes Design wird im Speicher deines Browsers abgelegt. Werbe-Cookies verwenden wir nicht.

## Deine Rechte

Du kannst eine Kopie deiner Daten anfordern, unrichtige Daten berichtigen lassen, der Verwendung für Werbung widersprechen und die Löschung oder Einschränkung der Verarbeitung deiner Daten verlangen, soweit das Gesetz es erlaubt – Unterlagen, die wir zur Geldwäscheprävention aufbewahren müssen, können vor Ablauf ihrer Frist nicht gelöscht werden. Wende dich mit dem Betreff „Datenschutzanfrage“ an den Kundensupport; wir antworten innerhalb von 30 Tagen. Außerdem hast du das Recht, dich bei deiner Datenschutzaufsichtsbehörde zu beschweren.

## Änderungen

Änderungen dieser Erklärung veröffentlichen wir auf dieser Seite und informieren dich über wesentliche Änderungen per E-Mail oder bei deiner nächsten Anmeldung.
`,
};
