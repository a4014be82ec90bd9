import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amt } from '../format.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Slik setter du inn penger',
  description:
    'Sett inn krypto hos Satsino trinn for trinn: kryptovalutaene vi tar imot, minsteinnskudd, valg av bonus, bekreftelser og Lightning.',
  body: `# Slik setter du inn penger

Innskudd hos Satsino gjøres i kryptovaluta og godskrives saldoen din i kontovalutaen din. Denne veiledningen tar deg gjennom ditt første innskudd.

## Før du begynner

- **Bekreft e-postadressen din.** Åpne lenken vi sendte da du registrerte deg; du kan be om en ny i kontoinnstillingene. Innskudd og uttak blir tilgjengelig når e-postadressen din er bekreftet.
- **Ha krypto klar** i en lommebok eller på en børskonto som du kontrollerer. Har du ikke krypto ennå? Med **Kjøp krypto** i kassen kan du kjøpe med kort via betalingspartneren vår.

## Kryptovalutaer vi tar imot

${coinList}

Bitcoin kan også settes inn via Lightning-nettverket for nesten umiddelbar godskriving.

## Trinn for trinn

1. Åpne **lommeboken** fra toppmenyen og bli værende på fanen **Innskudd**.
2. **Velg en kryptovaluta.** Bitcoin er valgt som standard.
3. **Kopier innskuddsadressen din** med kopieringsknappen, eller skann QR-koden med lommebok-appen. Adressen er bare din, og du kan bruke den flere ganger.
4. **Velg bonus** – eller «Ingen bonus». De fire første innskuddene dine gir hver sin innskuddsbonus (se [Kampanjer](/promotions)); kalkulatoren viser hva du får for beløpet du skriver inn.
5. **Send betalingen** fra lommeboken din, på nettverket som vises ved siden av adressen.
6. **Vent på bekreftelse.** Innskuddet vises som ventende så snart nettverket registrerer det, og godskrives når det har fått nok bekreftelser – som regel i løpet av noen minutter, lenger når det er mye trafikk i nettverket.

## Minsteinnskudd

Minsteinnskuddet er ${amt(f.minDeposit)} i kontovalutaen din; det er også det minste innskuddet som kvalifiserer til bonus. Mindre betalinger går ikke tapt: de godskrives når de ventende innskuddene dine til sammen når minstebeløpet.

## Unngå feil

- **Bruk riktig nettverk.** Sender du en kryptovaluta over et annet nettverk enn det som vises (for eksempel USDT på feil kjede), kan betalingen gå tapt for godt.
- **Kopier, ikke skriv.** Lim alltid inn eller skann adressen, og sjekk de første og siste tegnene før du sender.
- **Ta med taggen hvis det vises en.** Noen kryptovalutaer, som XRP, krever en destinasjonstagg; en betaling uten den kan ikke knyttes automatisk til kontoen din.
- **Vekslingskursen fastsettes ved bekreftelse.** Kryptokursene svinger, så beløpet som godskrives, regnes om etter kursen i det øyeblikket innskuddet bekreftes.

## Lightning-innskudd

Velg **Bitcoin (Lightning)**, skriv inn beløpet og betal fakturaen fra en hvilken som helst Lightning-lommebok. Lightning-betalinger gjennomføres på sekunder og koster en brøkdel av et vanlig on-chain-gebyr. Hver faktura er gyldig i en begrenset tid og for nøyaktig det beløpet som vises; lag en ny hvis den utløper.

## Trenger du hjelp?

Hvis et innskudd ikke har kommet fram etter en time, kan du kontakte kundestøtte med kryptovalutaen, beløpet og transaksjons-ID-en (hashen) fra lommeboken din, så sporer vi det for deg.
`,
};
