import type { PostTranslation } from '@satsino/contract/content';
import { figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';
import { amt, pct, spinValue } from './format.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Minsteinnskudd ${amt(f.minDeposit)}; bonus på opptil ${amt(f.bonusMax)} per innskudd.
- Bonusen må omsettes ${f.wagering} ganger (${f.wagering}×) innen ${f.bonusDays} dager; inntil da kan verken bonusmidlene eller gevinster fra dem tas ut.
- Maksimal innsats er ${amt(f.maxBet)} så lenge omsetningskravet gjelder. Ekte penger brukes alltid før bonuspenger.
- Én aktiv bonus om gangen. Alle bonuser er frivillige: du kan alltid velge «Ingen bonus».
- Beløpene er i kontovalutaen din (USD eller EUR). Våre [vilkår og betingelser](/policies/terms-and-conditions) gjelder.`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Velkomstbonus: ${pct(f.welcomePercent)} opptil ${amt(f.welcomeMax)} + ${f.freeSpins} gratisspinn`,
    summary: `Vi matcher ditt første innskudd med ${pct(f.welcomePercent)} opptil ${amt(f.welcomeMax)} – og gir deg ${f.freeSpins} gratisspinn på toppen.`,
    meta_description: `Satsinos velkomstbonus: ${pct(f.welcomePercent)} av ditt første kryptoinnskudd opptil ${amt(f.welcomeMax)}, pluss ${f.freeSpins} gratisspinn.`,
    body: `Velkommen til Satsino. Gjør ditt første innskudd, så legger vi til **${pct(f.welcomePercent)}** av beløpet som bonus – opptil **${amt(f.welcomeMax)}** – pluss **${f.freeSpins} gratisspinn**.

## Slik fungerer det

1. Registrer deg og bekreft e-postadressen din.
2. Åpne lommeboken, velg en kryptovaluta og velg **Velkomstbonus** som bonus.
3. Sett inn minst ${amt(f.minDeposit)}. Setter du inn ${amt(f.minDeposit)}, får du ${amt((f.minDeposit * f.welcomePercent) / 100)} i bonusmidler; setter du inn ${amt((f.welcomeMax * 100) / f.welcomePercent)} eller mer, får du hele ${amt(f.welcomeMax)}.
4. Bonusen og gratisspinnene godskrives så snart innskuddet ditt er bekreftet.

## Gratisspinn

De ${f.freeSpins} gratisspinnene spilles på den utvalgte egenutviklede spilleautomaten som vises sammen med bonusen, med en verdi på ${spinValue} per spinn. De er gyldige i ${f.spinDays} dager, og gevinstene godskrives som bonusmidler med ${f.spinWagering}× omsetningskrav.

## Vilkår

${bonusTerms}
- Velkomstbonusen gjelder bare ditt første innskudd, én gang per spiller, husstand og lommebok.

Velkomstbonusen er det første steget i våre [innskuddsbonuser](/promotions/deposit-bonus): også ditt andre, tredje og fjerde innskudd gir bonus.`,
  },

  'deposit-bonus': {
    title: `Innskuddsbonus på dine fire første innskudd: ${pct(first)}, ${pct(second)}, ${pct(third)}, ${pct(fourth)}`,
    summary: `Fire innskudd, fire bonuser: ${pct(first)} (med ${f.freeSpins} gratisspinn), deretter ${pct(second)}, ${pct(third)} og ${pct(fourth)}, hver på opptil ${amt(f.bonusMax)}.`,
    meta_description: `Satsinos innskuddsbonuser: ${pct(first)}, ${pct(second)}, ${pct(third)} og ${pct(fourth)} på dine fire første kryptoinnskudd, hver på opptil ${amt(f.bonusMax)}.`,
    body: `Velkomstpakken vår dekker de fire første innskuddene dine. Hvert av dem har sin egen bonus, og du bestemmer selv hver gang om du vil ta den.

| Innskudd | Bonus | Opptil |
|---|---|---|
| 1. | **${pct(first)}** + ${f.freeSpins} gratisspinn | ${amt(f.bonusMax)} |
| 2. | **${pct(second)}** | ${amt(f.bonusMax)} |
| 3. | **${pct(third)}** | ${amt(f.bonusMax)} |
| 4. | **${pct(fourth)}** | ${amt(f.bonusMax)} |

## Velg bonusen din

Når du setter inn, viser kassen hvilken bonus innskuddet kvalifiserer til, og en kalkulator som viser hvor mye bonus du får. Velg den, eller velg **Ingen bonus** hvis du heller vil spille uten omsetningskrav – for eksempel hvis du har tenkt å ta ut pengene snart. Et innskudd uten bonus teller likevel som ett av de fire.

## Etter det fjerde innskuddet

Fra og med det femte innskuddet tar VIP-programmet over: hvert innskudd kan gi en **reload-bonus på ${pct(f.vipReload)}** opptil ${amt(f.bonusMax)}. Se [VIP-programmet](/policies/vip).

## Vilkår

${bonusTerms}
- Hver innskuddsbonus må velges når du gjør innskuddet; den kan ikke legges til i etterkant.`,
  },

  'weekly-cashback': {
    title: `Ukentlig cashback: ${pct(f.weeklyMin)} til ${pct(f.weeklyMax)} av nettotapet ditt`,
    summary: `Hver mandag får du tilbake ${pct(f.weeklyMin)} til ${pct(f.weeklyMax)} av forrige ukes nettotap – jo mer du har spilt, desto høyere sats.`,
    meta_description: `Satsinos ukentlige cashback: ${pct(f.weeklyMin)} til ${pct(f.weeklyMax)} av ukens nettotap, godskrevet hver mandag med ${f.weeklyWagering}× omsetningskrav.`,
    body: `En uke med tap hører med i spillet. Med ukentlig cashback svir den mindre: hver mandag gir vi deg tilbake en andel av nettotapet ditt fra uken før, mandag til søndag (UTC).

## Din sats

| Nettotap i uken | Cashback |
|---|---|
| fra ${amt(tierLow.minNetLoss)} | **${pct(tierLow.percent)}** |
| fra ${amt(tierMid.minNetLoss)} | **${pct(tierMid.percent)}** |
| fra ${amt(tierHigh.minNetLoss)} | **${pct(tierHigh.percent)}** |

Nettotapet er innsatsene dine med ekte penger minus gevinstene dine med ekte penger i løpet av uken; innsatser med bonusmidler teller ikke.

## Fungerer sammen med daglig cashback

Du får allerede vår [daglige cashback](/promotions/daily-cashback) hver dag. Den ukentlige cashbacken kommer i tillegg: vi beregner ukessatsen din ut fra hele ukens nettotap og trekker fra den daglige cashbacken du allerede har fått for de samme dagene, slik at det samme tapet aldri refunderes to ganger.

## Eksempel

Du har et nettotap på ${amt(1_200)} i løpet av uken, noe som gir deg en sats på ${pct(tierMid.percent)}: ${amt((1_200 * tierMid.percent) / 100)}. Hvis du allerede har fått ${amt(60)} i daglig cashback i løpet av uken, blir den ukentlige cashbacken din ${amt((1_200 * tierMid.percent) / 100 - 60)}.

## Vilkår

- Godskrives automatisk hver mandag som bonusmidler med ${f.weeklyWagering}× omsetningskrav, gyldig i 7 dager.
- Nettotapet for uken må være på minst ${amt(tierLow.minNetLoss)}.
- VIP-medlemmer på nivå Gull og Platina får i tillegg sin VIP-cashback, i ekte penger.
- Beløpene er i kontovalutaen din. Våre [vilkår og betingelser](/policies/terms-and-conditions) gjelder.`,
  },

  'daily-cashback': {
    title: `Daglig cashback: ${pct(f.daily)} tilbake, hver dag`,
    summary: `Hadde du en dårlig dag? Få ${pct(f.daily)} av nettotapet ditt tilbake dagen etter, med et omsetningskrav på bare ${f.dailyWagering}×.`,
    meta_description: `Satsinos daglige cashback: ${pct(f.daily)} av ditt daglige nettotap, godskrevet hver dag med ${f.dailyWagering}× omsetningskrav.`,
    body: `Hver dag ser vi på spillingen din dagen før (00:00 til 24:00 UTC), og hvis du endte dagen med et nettotap, gir vi deg **${pct(f.daily)}** av det tilbake som cashback.

## Slik fungerer det

- Nettotapet er innsatsene dine med ekte penger minus gevinstene dine med ekte penger i løpet av dagen.
- Er det på ${amt(f.dailyMinLoss)} eller mer, godskrives ${pct(f.daily)} av det på bonussaldoen din neste morgen.
- Omsett beløpet bare én gang (${f.dailyWagering}×), så blir det ekte penger som du kan ta ut.

## Eksempel

Du spiller på tirsdag og avslutter dagen med et tap på ${amt(250)}. Onsdag morgen får du ${amt((250 * f.daily) / 100)} i cashback. Spill gjennom beløpet én gang, så er det ditt – til å beholde eller ta ut.

## Vilkår

- Du trenger ikke melde deg på: alle verifiserte spillere med nettotap får den automatisk.
- Cashbacken er gyldig i 7 dager etter at den er godskrevet.
- Innsatser med bonusmidler teller ikke med i nettotapet.
- Den [ukentlige cashbacken](/promotions/weekly-cashback) trekker fra den daglige cashbacken du allerede har fått, slik at tap aldri refunderes to ganger.
- Beløpene er i kontovalutaen din. Våre [vilkår og betingelser](/policies/terms-and-conditions) gjelder.`,
  },

  'vip-club': {
    title: 'VIP-klubben: Bronse, Sølv, Gull og Platina',
    summary: `Fire nivåer med ekte fordeler: ${pct(f.vipReload)} reload-bonus, prioriterte uttak, opptil ${pct(f.platinumCashback)} VIP-cashback og en personlig VIP-kontakt.`,
    meta_description: `Satsinos VIP-klubb: ${pct(f.vipReload)} reload-bonus, prioriterte uttak, ${pct(f.goldCashback)} til ${pct(f.platinumCashback)} VIP-cashback og en personlig VIP-kontakt.`,
    body: `Hvert innskudd du gjør og hver innsats du plasserer, tar deg et steg videre i VIP-klubben vår. Du starter på Bronse med ditt første innskudd, og hvert nivå gir nye fordeler i tillegg til dem du allerede har.

| Nivå | Total innsats | Dette får du |
|---|---|---|
| **Bronse** | første innskudd | ${pct(f.vipReload)} reload-bonus på hvert innskudd etter det fjerde |
| **Sølv** | ${amt(f.silverWagered)} | + prioriterte uttak og egen kø hos kundestøtte |
| **Gull** | ${amt(f.goldWagered)} | + ${pct(f.goldCashback)} VIP-cashback hver uke |
| **Platina** | ${amt(f.platinumWagered)} | + ${pct(f.platinumCashback)} VIP-cashback og en personlig VIP-kontakt |

## VIP-cashback

Medlemmer på Gull og Platina får ${pct(f.goldCashback)} eller ${pct(f.platinumCashback)} av forrige ukes nettotap hver mandag – utbetalt i **ekte penger, uten omsetningskrav**, og i tillegg til kampanjene våre med daglig og ukentlig cashback.

## Vilkår

- Nivået ditt følger den totale innsatsen din med ekte penger siden du ble medlem, i kontovalutaen din; det blir aldri senket.
- Reload-bonusen følger de vanlige bonusvilkårene våre: minsteinnskudd ${amt(f.minDeposit)}, opptil ${amt(f.bonusMax)}, ${f.wagering}× omsetningskrav innen ${f.bonusDays} dager.
- Innsats som skyldes bonusmisbruk, teller ikke.

Les alle reglene på siden om [VIP-programmet](/policies/vip).`,
  },
};
