import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amt, pct } from '../format.js';

export const vip: PageTranslation = {
  title: 'VIP-programmet',
  description:
    'Fire VIP-nivåer – Bronse, Sølv, Gull og Platina – med reload-bonus, prioriterte uttak, VIP-cashback og en personlig VIP-kontakt.',
  body: `# VIP-programmet

Alle spillere hos Satsino er med i VIP-programmet fra første innskudd. Jo mer du spiller, desto høyere nivå – og hvert nivå beholder fordelene fra nivåene under.

## Nivåene

| Nivå | Nås ved (total innsats) | Fordeler |
|---|---|---|
| **Bronse** | ditt første innskudd | ${pct(f.vipReload)} reload-bonus på hvert innskudd etter det fjerde |
| **Sølv** | ${amt(f.silverWagered)} | Prioriterte uttak og egen kø hos kundestøtte |
| **Gull** | ${amt(f.goldWagered)} | ${pct(f.goldCashback)} VIP-cashback hver uke |
| **Platina** | ${amt(f.platinumWagered)} | ${pct(f.platinumCashback)} VIP-cashback og en personlig VIP-kontakt |

Beløpene er i kontovalutaen din (USD eller EUR).

## Slik beregnes nivået ditt

Nivået ditt følger det totale beløpet du har satset med ekte penger siden du ble medlem: hver avgjort innsats teller med hele beløpet, uansett spill. Innsatser med bonusmidler, og innsatser som kanselleres eller refunderes, teller ikke. Fremgangen din vises på kontoen din under **VIP**, og du rykker opp så snart du når en grense. Nivåer blir aldri tatt fra deg.

## Fordelene i detalj

**Reload-bonus (Bronse og høyere).** De fire første innskuddene dine gir innskuddsbonusene i velkomstpakken vår. Fra og med det femte innskuddet kan hvert innskudd på minst ${amt(f.minDeposit)} få en reload-bonus på ${pct(f.vipReload)} opptil ${amt(f.bonusMax)}, med det vanlige omsetningskravet på ${f.wagering}×. Som alltid kan du velge ingen bonus i stedet.

**Prioriterte uttak (Sølv og høyere).** Uttakene dine havner først i kontrollkøen, og meldingene dine går til et eget team.

**VIP-cashback (Gull og Platina).** Hver mandag utbetaler vi ${pct(f.goldCashback)} (Gull) eller ${pct(f.platinumCashback)} (Platina) av nettotapet ditt fra uken før, i ekte penger uten omsetningskrav. Dette kommer i tillegg til kampanjene våre med daglig og ukentlig cashback.

**Personlig VIP-kontakt (Platina).** Én fast person som kjenner kontoen din, er tilgjengelig i kanalen du foretrekker, og kan ordne skreddersydde grenser, raskere verifisering og invitasjoner til spesielle arrangementer.

## Rettferdig spill

VIP-fordelene er ment for rekreasjonsspillere. Innsats som skyldes bonusmisbruk, samarbeid mellom spillere eller automatisert spilling, teller ikke og kan føre til at vi nullstiller fremgangen din. Har du satt innskuddsgrenser eller stengt deg selv ute, kontakter vi deg aldri med VIP-tilbud.
`,
};
