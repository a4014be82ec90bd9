import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Personvernerklæring',
  description:
    'Hvilke personopplysninger Satsino samler inn, hvorfor, hvem de deles med, hvor lenge de lagres, og hvilke rettigheter du har.',
  body: `# Personvernerklæring

Denne erklæringen forklarer hvordan Satsino behandler personopplysningene dine når du besøker nettstedet, oppretter en konto og spiller. Vi samler bare inn det vi trenger for å drive et trygt og lovlig kasino, og vi selger aldri opplysningene dine.

## Opplysningene vi samler inn

- **Kontoopplysninger:** kallenavn, e-postadresse, passord (lagret bare som en enveis-hash), kontovaluta og foretrukket språk.
- **Profil- og verifiseringsopplysninger:** navn, fødselsdato, adresse og, når verifisering kreves, kopier av identitetsdokumenter og dokumentasjon på adresse eller midlenes opprinnelse.
- **Transaksjonsopplysninger:** innskudd, uttak, lommebokadresser, transaksjons-ID-er på blokkjeden, bonuser og hver innsats med resultat.
- **Tekniske opplysninger:** IP-adressen, enheten og nettleseren ved hver innlogging, og en omtrentlig posisjon (land) utledet av disse. Dette utgjør øktlisten du ser i kontoinnstillingene.
- **Kundestøtteopplysninger:** samtalene dine med kundestøtte.

## Hvorfor vi bruker dem

- For å levere tjenesten: drifte kontoen din, godskrive innskudd, utbetale uttak og gjøre opp spill.
- For å oppfylle lovpålagte plikter: alders- og identitetskontroll, overvåking mot hvitvasking, oppbevaring av opplysninger og ansvarlig spill.
- For å holde nettstedet sikkert: avdekke svindel, kontokapring og bonusmisbruk.
- For å holde kontakten: tjenestemeldinger som bekreftelse av e-postadresse og tilbakestilling av passord; markedsføring bare hvis du har samtykket til det, og aldri under en selvutestengelse.

## Hvem vi deler dem med

Vi deler opplysninger bare når det er nødvendig for disse formålene: med leverandører av betalings- og blokkjedetjenester som behandler innskuddene og uttakene dine, leverandører av identitetsverifisering, spilleverandører (en pseudonym spiller-ID, aldri kontaktopplysningene dine), leverandørene våre av hosting og e-post, og myndigheter når loven krever det. Alle leverandører er avtalemessig forpliktet til å beskytte opplysningene dine og bare bruke dem etter våre instrukser.

## Hvor lenge vi lagrer dem

Konto-, transaksjons- og verifiseringsopplysninger lagres i fem år etter at kontoen din er stengt, slik hvitvaskingsregelverket krever. Øktopplysninger lagres i 12 måneder. Samtaler med kundestøtte lagres i to år. Opplysninger vi ikke lenger trenger, blir slettet eller anonymisert.

## Hvordan vi beskytter dem

Trafikken er kryptert, passord hashes med en moderne, minnekrevende algoritme, innloggingstokener lagres bare som hasher, og tilgangen til personopplysninger i teamet vårt er begrenset til dem som trenger den. Du kan se alle enheter som er logget inn på kontoen din, og logge ut hvilken som helst av dem.

## Informasjonskapsler

Vi bruker noen få informasjonskapsler som nettstedet trenger for å fungere: \`token\` holder deg innlogget (i 365 dager hvis du velger «Husk meg», ellers til du lukker nettleseren), og \`i18n_redirected\` husker språket ditt i 365 dager. Temavalget ditt lagres i nettleserens lokale lagring. Vi bruker ikke informasjonskapsler til annonsering.

## Dine rettigheter

Du kan be om en kopi av opplysningene dine, få uriktige opplysninger rettet, protestere mot markedsføring og be om at opplysningene dine slettes eller at behandlingen begrenses, der loven tillater det – opplysninger vi må oppbevare etter hvitvaskingsregelverket, kan ikke slettes før oppbevaringstiden er ute. Kontakt kundestøtte med emnet «Personvernforespørsel»; vi svarer innen 30 dager. Du har også rett til å klage til datatilsynsmyndigheten i landet ditt.

## Endringer

Vi publiserer alle endringer i denne erklæringen på denne siden, og er de vesentlige, varsler vi deg på e-post eller neste gang du logger inn.
`,
};
