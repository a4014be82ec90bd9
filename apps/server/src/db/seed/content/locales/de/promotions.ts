import type { PostTranslation } from '@satsino/contract/content';
import { figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';
import { amount, spinValue } from './format.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Mindesteinzahlung ${amount(f.minDeposit)}; Bonus von bis zu ${amount(f.bonusMax)} pro Einzahlung.
- Setze den Bonus innerhalb von ${f.bonusDays} Tagen ${f.wagering}-mal (${f.wagering}×) um; bis dahin können Bonusguthaben und die damit erzielten Gewinne nicht ausgezahlt werden.
- Höchsteinsatz von ${amount(f.maxBet)}, solange die Umsatzbedingungen laufen. Echtgeld wird vor Bonusguthaben eingesetzt.
- Es kann immer nur ein Bonus aktiv sein. Boni sind freiwillig: Du kannst jederzeit „Kein Bonus“ wählen.
- Beträge in deiner Kontowährung (USD oder EUR). Es gelten unsere [Allgemeinen Geschäftsbedingungen](/policies/terms-and-conditions).`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Willkommensbonus: ${f.welcomePercent} % bis zu ${amount(f.welcomeMax)} + ${f.freeSpins} Freispiele`,
    summary: `Wir legen ${f.welcomePercent} % auf deine erste Einzahlung drauf – bis zu ${amount(f.welcomeMax)} – und obendrein gibt es ${f.freeSpins} Freispiele.`,
    meta_description: `Satsino-Willkommensbonus: ${f.welcomePercent} % auf deine erste Krypto-Einzahlung bis zu ${amount(f.welcomeMax)}, dazu ${f.freeSpins} Freispiele.`,
    body: `Willkommen bei Satsino. Tätige deine erste Einzahlung, und wir schreiben dir **${f.welcomePercent} %** davon als Bonus gut – bis zu **${amount(f.welcomeMax)}** –, dazu **${f.freeSpins} Freispiele**.

## So funktioniert’s

1. Registriere dich und bestätige deine E-Mail-Adresse.
2. Öffne die Wallet, wähle eine Kryptowährung und als Bonus den **Willkommensbonus**.
3. Zahle mindestens ${amount(f.minDeposit)} ein. Bei einer Einzahlung von ${amount(f.minDeposit)} erhältst du ${amount((f.minDeposit * f.welcomePercent) / 100)} Bonusguthaben; ab einer Einzahlung von ${amount((f.welcomeMax * 100) / f.welcomePercent)} bekommst du die vollen ${amount(f.welcomeMax)}.
4. Bonus und Freispiele werden dir gutgeschrieben, sobald deine Einzahlung bestätigt ist.

## Freispiele

Die ${f.freeSpins} Freispiele spielst du an dem hauseigenen Slot, der beim Bonus angezeigt wird, mit einem Wert von ${spinValue} pro Spin. Sie sind ${f.spinDays} Tage gültig; Gewinne daraus werden als Bonusguthaben mit ${f.spinWagering}-facher Umsatzbedingung gutgeschrieben.

## Bedingungen

${bonusTerms}
- Der Willkommensbonus gilt nur für die erste Einzahlung und nur einmal pro Spieler, Haushalt und Wallet.

Der Willkommensbonus ist der erste Schritt unserer [Einzahlungsboni](/promotions/deposit-bonus): Auch deine zweite, dritte und vierte Einzahlung werden mit einem Bonus belohnt.`,
  },

  'deposit-bonus': {
    title: `Boni auf deine ersten vier Einzahlungen: ${first} %, ${second} %, ${third} %, ${fourth} %`,
    summary: `Vier Einzahlungen, vier Boni: ${first} % (mit ${f.freeSpins} Freispielen), danach ${second} %, ${third} % und ${fourth} %, jeweils bis zu ${amount(f.bonusMax)}.`,
    meta_description: `Satsino-Einzahlungsboni: ${first} %, ${second} %, ${third} % und ${fourth} % auf deine ersten vier Krypto-Einzahlungen, jeweils bis zu ${amount(f.bonusMax)}.`,
    body: `Unser Willkommenspaket umfasst deine ersten vier Einzahlungen. Jede bringt ihren eigenen Bonus mit – und du entscheidest jedes Mal selbst, ob du ihn nimmst.

| Einzahlung | Bonus | Bis zu |
|---|---|---|
| 1. | **${first} %** + ${f.freeSpins} Freispiele | ${amount(f.bonusMax)} |
| 2. | **${second} %** | ${amount(f.bonusMax)} |
| 3. | **${third} %** | ${amount(f.bonusMax)} |
| 4. | **${fourth} %** | ${amount(f.bonusMax)} |

## Deinen Bonus wählen

Bei der Einzahlung zeigt dir die Kasse, für welchen Bonus deine Einzahlung infrage kommt, und ein Rechner zeigt dir, wie viel Bonus du erhältst. Wähle ihn aus – oder wähle **Kein Bonus**, wenn du lieber ohne Umsatzbedingungen spielst, etwa weil du bald auszahlen möchtest. Auch eine Einzahlung ohne Bonus zählt als eine deiner vier.

## Nach der vierten Einzahlung

Ab deiner fünften Einzahlung übernimmt das VIP-Programm: Auf jede Einzahlung kannst du einen **Reload-Bonus von ${f.vipReload} %** erhalten, bis zu ${amount(f.bonusMax)}. Mehr dazu unter [VIP-Programm](/policies/vip).

## Bedingungen

${bonusTerms}
- Jeder Einzahlungsbonus muss bei der Einzahlung gewählt werden; nachträglich kann er nicht hinzugefügt werden.`,
  },

  'weekly-cashback': {
    title: `Wöchentliches Cashback: ${f.weeklyMin} % bis ${f.weeklyMax} % deiner Nettoverluste`,
    summary: `Jeden Montag bekommst du ${f.weeklyMin} % bis ${f.weeklyMax} % deiner Nettoverluste der Vorwoche zurück – je mehr du gespielt hast, desto höher der Satz.`,
    meta_description: `Wöchentliches Cashback bei Satsino: ${f.weeklyMin} % bis ${f.weeklyMax} % deiner Nettoverluste, jeden Montag gutgeschrieben, Umsatzbedingung ${f.weeklyWagering}×.`,
    body: `Eine Woche mit Verlusten gehört zum Spiel. Mit dem wöchentlichen Cashback tut sie weniger weh: Jeden Montag erstatten wir dir einen Teil deiner Nettoverluste der Vorwoche, von Montag bis Sonntag (UTC).

## Dein Satz

| Nettoverluste der Woche | Cashback |
|---|---|
| ab ${amount(tierLow.minNetLoss)} | **${tierLow.percent} %** |
| ab ${amount(tierMid.minNetLoss)} | **${tierMid.percent} %** |
| ab ${amount(tierHigh.minNetLoss)} | **${tierHigh.percent} %** |

Deine Nettoverluste sind deine Echtgeldeinsätze abzüglich deiner Echtgeldgewinne der Woche; Einsätze mit Bonusguthaben zählen nicht.

## Kombinierbar mit dem täglichen Cashback

Unser [tägliches Cashback](/promotions/daily-cashback) erhältst du ohnehin jeden Tag. Das wöchentliche Cashback stockt es auf: Wir berechnen deinen Wochensatz auf die Nettoverluste der ganzen Woche und ziehen das tägliche Cashback ab, das du für diese Tage bereits erhalten hast. So wird derselbe Verlust nie doppelt erstattet.

## Beispiel

Du verlierst in der Woche netto ${amount(1_200)} und landest damit in der Stufe mit ${tierMid.percent} %: ${amount((1_200 * tierMid.percent) / 100)}. Hast du in dieser Woche bereits ${amount(60)} tägliches Cashback erhalten, beträgt dein wöchentliches Cashback ${amount((1_200 * tierMid.percent) / 100 - 60)}.

## Bedingungen

- Wird jeden Montag automatisch als Bonusguthaben gutgeschrieben, mit ${f.weeklyWagering}-facher Umsatzbedingung und 7 Tage gültig.
- Mindestens ${amount(tierLow.minNetLoss)} Nettoverlust in der Woche.
- VIP-Mitglieder der Stufen Gold und Platin erhalten zusätzlich ihr VIP-Cashback als Echtgeld.
- Beträge in deiner Kontowährung. Es gelten unsere [Allgemeinen Geschäftsbedingungen](/policies/terms-and-conditions).`,
  },

  'daily-cashback': {
    title: `Tägliches Cashback: ${f.daily} % zurück, jeden Tag`,
    summary: `Kein guter Tag gewesen? Am nächsten Tag bekommst du ${f.daily} % deiner Nettoverluste zurück – mit einer Umsatzbedingung von nur ${f.dailyWagering}×.`,
    meta_description: `Tägliches Cashback bei Satsino: ${f.daily} % deiner Nettoverluste des Vortags, jeden Tag gutgeschrieben, Umsatzbedingung ${f.dailyWagering}×.`,
    body: `Jeden Tag sehen wir uns dein Spiel vom Vortag an (0:00 bis 24:00 Uhr UTC). Hast du ihn mit einem Nettoverlust beendet, erstatten wir dir **${f.daily} %** davon als Cashback.

## So funktioniert’s

- Dein Nettoverlust sind deine Echtgeldeinsätze abzüglich deiner Echtgeldgewinne des Tages.
- Beträgt er ${amount(f.dailyMinLoss)} oder mehr, werden dir am nächsten Morgen ${f.daily} % davon als Bonusguthaben gutgeschrieben.
- Setze den Betrag nur einmal um (${f.dailyWagering}×), und er wird zu Echtgeld, das du auszahlen kannst.

## Beispiel

Du spielst am Dienstag und beendest den Tag mit ${amount(250)} im Minus. Am Mittwochmorgen erhältst du ${amount((250 * f.daily) / 100)} Cashback. Setze den Betrag einmal um, und er gehört dir – zum Weiterspielen oder Auszahlen.

## Bedingungen

- Keine Aktivierung nötig: Jeder verifizierte Spieler mit einem Nettoverlust erhält es automatisch.
- Das Cashback ist nach der Gutschrift 7 Tage gültig.
- Einsätze mit Bonusguthaben zählen nicht zu den Nettoverlusten.
- Beim [wöchentlichen Cashback](/promotions/weekly-cashback) wird das bereits erhaltene tägliche Cashback abgezogen, sodass Verluste nie doppelt erstattet werden.
- Beträge in deiner Kontowährung. Es gelten unsere [Allgemeinen Geschäftsbedingungen](/policies/terms-and-conditions).`,
  },

  'vip-club': {
    title: 'VIP-Club: Bronze, Silber, Gold und Platin',
    summary: `Vier Stufen mit echten Vorteilen: ${f.vipReload} % Reload-Bonus, bevorzugte Auszahlungen, bis zu ${f.platinumCashback} % VIP-Cashback und ein persönlicher VIP-Manager.`,
    meta_description: `Der VIP-Club von Satsino: ${f.vipReload} % Reload-Bonus, bevorzugte Auszahlungen, ${f.goldCashback} % bis ${f.platinumCashback} % VIP-Cashback und ein persönlicher Manager.`,
    body: `Mit jeder Einzahlung und jeder Wette steigst du in unserem VIP-Club weiter auf. Mit deiner ersten Einzahlung startest du auf Bronze, und jede Stufe bringt zu den bisherigen Vorteilen neue hinzu.

| Stufe | Gesamtumsatz | Deine Vorteile |
|---|---|---|
| **Bronze** | erste Einzahlung | ${f.vipReload} % Reload-Bonus auf jede Einzahlung ab der fünften |
| **Silber** | ${amount(f.silverWagered)} | + bevorzugte Auszahlungen und bevorzugter Support |
| **Gold** | ${amount(f.goldWagered)} | + ${f.goldCashback} % VIP-Cashback jede Woche |
| **Platin** | ${amount(f.platinumWagered)} | + ${f.platinumCashback} % VIP-Cashback und ein persönlicher VIP-Manager |

## VIP-Cashback

Gold- und Platin-Mitglieder erhalten jeden Montag ${f.goldCashback} % bzw. ${f.platinumCashback} % der Nettoverluste der Vorwoche – als **Echtgeld, ohne Umsatzbedingungen** und zusätzlich zu unseren täglichen und wöchentlichen Cashback-Aktionen.

## Bedingungen

- Die Stufen richten sich nach deinem gesamten Echtgeldumsatz seit deiner Anmeldung, in deiner Kontowährung; herabgestuft wirst du nie.
- Für den Reload-Bonus gelten unsere üblichen Bonusbedingungen: Mindesteinzahlung ${amount(f.minDeposit)}, bis zu ${amount(f.bonusMax)}, ${f.wagering}-facher Umsatz innerhalb von ${f.bonusDays} Tagen.
- Umsatz, der durch Bonusmissbrauch entsteht, wird nicht gewertet.

Alle Regeln findest du auf der Seite [VIP-Programm](/policies/vip).`,
  },
};
