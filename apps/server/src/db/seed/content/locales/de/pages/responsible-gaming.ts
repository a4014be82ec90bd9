import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Verantwortungsvolles Spielen',
  description:
    'Glücksspiel soll Spaß machen. Limits, Pausen und Selbstsperre bei Satsino, Warnsignale, auf die du achten solltest, und wo du Hilfe findest.',
  body: `# Verantwortungsvolles Spielen

Casinospiele sind Unterhaltung, für die man bezahlt wie für jede andere: Das Haus hat einen Vorteil, und auf Dauer verlieren die meisten Spieler mehr, als sie gewinnen. Spiel nur mit Geld, dessen Verlust du dir leisten kannst – niemals, um Geld zu verdienen oder Verluste zurückzugewinnen. Wir möchten, dass du lange Freude an Satsino hast, und geben dir die Werkzeuge, um die Kontrolle zu behalten.

## Warnsignale

Tritt einen Schritt zurück, wenn dir etwas davon bekannt vorkommt:

- du verwendest mehr Geld oder Zeit als geplant oder mehr, als du dir leisten kannst;
- du jagst Verlusten hinterher oder zahlst erneut ein, um Verlorenes zurückzugewinnen;
- du leihst dir Geld, verkaufst Dinge oder nutzt Geld, das für Rechnungen gedacht ist, um zu spielen;
- Glücksspiel führt zu Streit, oder du verheimlichst es vor den Menschen, die dir nahestehen;
- du fühlst dich ängstlich, gereizt oder niedergeschlagen, wenn du nicht spielst.

## Unsere Werkzeuge

Wende dich per Live-Chat an den Kundensupport, um eines davon einzurichten; sie gelten, sobald sie bestätigt sind.

- **Einzahlungslimits** pro Tag, Woche oder Monat. Eine Senkung gilt sofort, eine Erhöhung erst nach 24 Stunden – so wird die Entscheidung nie in der Hitze des Moments getroffen.
- **Verlust- und Sitzungserinnerungen**, die dir zeigen, wie lange du schon spielst und was du gewonnen oder verloren hast.
- **Spielpause:** eine Auszeit von 24 Stunden, einer Woche oder einem Monat, in der du dich nicht zum Spielen anmelden kannst.
- **Selbstsperre** für sechs Monate, ein Jahr, fünf Jahre oder dauerhaft. Dein Konto wird für den gesamten Zeitraum geschlossen, ein verbleibendes Guthaben wird dir ausgezahlt, und du erhältst keine Werbung. Eine Selbstsperre kann vor ihrem Ablauf weder verkürzt noch aufgehoben werden.

Boni verpflichten dich nie zum Weiterspielen: Du kannst jeden Bonus ablehnen und jederzeit ohne Bonus einzahlen.

## Schutz von Minderjährigen

Niemand unter ${f.age} Jahren darf bei Satsino spielen. Wir prüfen das Alter, sobald Zweifel bestehen, und schließen Konten von Minderjährigen. Wenn Kinder dein Gerät nutzen, halte dein Passwort geheim, melde dich nach dem Spielen ab und erwäge eine Jugendschutzsoftware, die Glücksspielseiten sperrt.

## Tipps für sichereres Spielen

- Lege vor dem Start fest, wie viel du ausgeben und wie lange du spielen möchtest, und hör auf, sobald du eine der beiden Grenzen erreichst.
- Spiele niemals, wenn du aufgewühlt oder müde bist oder unter Alkoholeinfluss stehst.
- Betrachte Gewinne als Bonus, nicht als Einkommen, und zahle sie aus.
- Mach regelmäßig Pausen und sorge für einen Ausgleich zum Spielen.

## Hier findest du Hilfe

Wenn Glücksspiel dir Probleme bereitet, hilft es, darüber zu reden. Diese Organisationen bieten kostenlose und vertrauliche Unterstützung:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) – Treffen und Unterstützung weltweit.
- [GamCare](https://www.gamcare.org.uk) – Beratung und Begleitung.
- [BeGambleAware](https://www.begambleaware.org) – Informationen und eine Helpline.

Unser Kundensupport ist dafür geschult, dir zu helfen: Wenn du uns sagst, dass du dir Sorgen um dein Spielverhalten machst, richten wir sofort Limits ein oder schließen dein Konto – ohne dass du das begründen musst.
`,
};
