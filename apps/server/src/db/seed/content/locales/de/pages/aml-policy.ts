import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amount } from '../format.js';

export const amlPolicy: PageTranslation = {
  title: 'Richtlinie zur Bekämpfung der Geldwäsche',
  description:
    'Wie Satsino Geldwäsche und Terrorismusfinanzierung verhindert: Verifizierung, Überwachung, Aufbewahrung von Unterlagen und Meldungen an Behörden.',
  body: `# Richtlinie zur Bekämpfung der Geldwäsche

Satsino duldet weder Geldwäsche noch Terrorismusfinanzierung noch irgendeine andere Nutzung unseres Casinos, um Erträge aus Straftaten zu bewegen. Krypto-Zahlungen sind schnell und grenzenlos – genau deshalb nehmen wir dieses Thema ernst. Diese Richtlinie beschreibt die Kontrollen, die für jedes Konto gelten.

## Unsere Verpflichtungen

- Wir wissen, wer unsere Spieler sind – im Verhältnis zu dem Risiko, das jedes Konto darstellt.
- Wir überwachen Einzahlungen, Spielverhalten und Auszahlungen auf Aktivitäten, die keinen Sinn ergeben.
- Wir führen Aufzeichnungen, mit denen sich jede Transaktion lückenlos nachvollziehen lässt.
- Wir melden verdächtige Aktivitäten den zuständigen Behörden und informieren die betroffene Person nicht darüber.
- Wir schulen unsere Mitarbeitenden darin, Warnsignale zu erkennen und weiterzugeben.

## Verifizierung

Jeder Spieler bestätigt eine E-Mail-Adresse, bevor er eine Ein- oder Auszahlung vornimmt. Eine Identitätsprüfung („Know Your Customer“, KYC) ist außerdem erforderlich, wenn einer der folgenden Fälle eintritt:

- du möchtest die persönlichen Daten deines Kontos ändern;
- deine Auszahlungen erreichen einzeln oder zusammen einen Betrag, ab dem unsere Risikoregeln eine Prüfung vorsehen;
- deine Aktivität passt nicht zu deinem Profil, oder eine Zahlung stammt aus einer Hochrisikoquelle;
- das Recht deines Landes schreibt es vor.

Für die Verifizierung benötigen wir einen gültigen Lichtbildausweis (Vorder- und Rückseite), einen aktuellen Adressnachweis und bei Bedarf einen Nachweis über die Herkunft deiner Mittel, etwa eine Gehaltsabrechnung, einen Steuerbescheid oder einen Kontoauszug deiner Krypto-Börse. Auszahlungen können bis zum Abschluss der Prüfung zurückgehalten werden. Konten, deren Inhaber die Verifizierung verweigert, werden geschlossen, und eingezahlte Mittel werden, soweit gesetzlich zulässig, an ihre Quelle zurücküberwiesen.

## Überwachung

Unsere Systeme und unser Zahlungsteam prüfen unter anderem:

- Einzahlungen, auf die ohne oder fast ohne Spiel eine Auszahlung folgt;
- Einzahlungen, die in Beträge knapp unterhalb der Prüfschwellen aufgeteilt werden;
- mehrere Konten, die dieselbe Wallet, dasselbe Gerät oder dasselbe Netzwerk nutzen;
- Mittel aus Mixern, Darknet-Marktplätzen, sanktionierten Adressen oder anderen Hochrisikoquellen, die durch Blockchain-Analysen markiert wurden.

Einzahlungen müssen mindestens ${amount(f.minDeposit)} betragen, und jede Auszahlung ist auf ${amount(f.withdrawalMax)} in deiner Kontowährung begrenzt, sofern für die jeweilige Kryptowährung keine anderen Limits gelten. Auszahlungen leisten wir nur an den Kontoinhaber, in Krypto, an eine Adresse, die er selbst kontrolliert.

## Sanktionen

Wir nehmen keine Spieler auf, die auf internationalen Sanktionslisten stehen oder in sanktionierten Ländern leben, und gleichen unsere Spieler mit diesen Listen ab.

## Aufbewahrung von Unterlagen

Verifizierungsdokumente und Transaktionsaufzeichnungen werden nach dem Ende der Geschäftsbeziehung mindestens fünf Jahre lang aufbewahrt – sicher und nur für die Mitarbeitenden zugänglich, die sie benötigen.

## Dein Beitrag

Nutze nur deine eigenen Mittel und deine eigenen Wallets, halte deine Angaben aktuell und beantworte unsere Fragen zügig, wenn wir uns an dich wenden. Hast du eine Frage zu einer unserer Anfragen, erklärt dir der Kundensupport, was benötigt wird und warum.
`,
};
