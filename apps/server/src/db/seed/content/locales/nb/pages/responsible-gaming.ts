import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Ansvarlig spill',
  description:
    'Pengespill skal være gøy. Grensene, pausene og selvutestengelsen Satsino tilbyr, faresignalene du bør kjenne til, og hvor du får hjelp.',
  body: `# Ansvarlig spill

Kasinospill er underholdning som koster penger, som all annen underholdning: huset har en fordel, og over tid taper de fleste spillere mer enn de vinner. Spill for penger du har råd til å tape, og aldri for å tjene penger eller vinne tilbake tap. Vi vil at du skal ha glede av Satsino lenge, og vi gir deg verktøyene du trenger for å beholde kontrollen.

## Faresignaler

Ta et skritt tilbake hvis noe av dette høres kjent ut:

- du bruker mer penger eller tid enn du hadde tenkt, eller mer enn du har råd til;
- du jager tap, eller setter inn igjen for å vinne tilbake det du har tapt;
- du låner, selger ting eller bruker penger som skulle gått til regninger, for å spille;
- spillingen fører til krangel, eller du skjuler den for dem som står deg nær;
- du føler deg urolig, irritabel eller nedfor når du ikke spiller.

## Verktøyene vi tilbyr

Kontakt kundestøtte via direktechat for å ta i bruk noen av disse; de trer i kraft så snart de er bekreftet.

- **Innskuddsgrenser** per dag, uke eller måned. En lavere grense gjelder med en gang; en høyere grense gjelder først etter 24 timer, slik at beslutningen aldri tas i et hett øyeblikk.
- **Påminnelser om tap og spilletid** som forteller deg hvor lenge du har spilt, og hva du har vunnet eller tapt.
- **Spillepause:** en pause på 24 timer, én uke eller én måned, der du ikke kan logge inn for å spille.
- **Selvutestengelse** i seks måneder, ett år, fem år eller permanent. Kontoen din stenges i hele perioden, eventuell gjenværende saldo utbetales til deg, og du får ingen markedsføring. En selvutestengelse kan ikke forkortes eller oppheves før den er over.

Bonuser forplikter deg aldri til å fortsette å spille: du kan takke nei til enhver bonus, og du kan alltid sette inn uten.

## Beskyttelse av mindreårige

Ingen under ${f.age} år får spille hos Satsino. Vi kontrollerer alderen ved den minste tvil og stenger kontoer som tilhører mindreårige. Hvis barn bruker enheten din, bør du holde passordet ditt hemmelig, logge ut når du er ferdig med å spille, og vurdere foreldrekontroll som blokkerer nettsteder med pengespill.

## Tips for tryggere spilling

- Bestem før du begynner hvor mye du vil bruke og hvor lenge du vil spille, og stopp når du når en av grensene.
- Spill aldri når du er opprørt, sliten eller påvirket av alkohol.
- Se på gevinster som en bonus, ikke som inntekt, og ta dem ut.
- Ta jevnlige pauser, og sørg for at spillingen er i balanse med andre aktiviteter.

## Her får du hjelp

Hvis pengespill skaper problemer for deg, hjelper det å snakke med noen. Disse organisasjonene tilbyr gratis og konfidensiell støtte:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) – møter og støtte over hele verden.
- [GamCare](https://www.gamcare.org.uk) – råd og veiledning.
- [BeGambleAware](https://www.begambleaware.org) – informasjon og hjelpetelefon.

Kundestøtteteamet vårt er opplært til å hjelpe: forteller du oss at du er bekymret for spillingen din, setter vi grenser eller stenger kontoen din med en gang, uten at du trenger å begrunne det.
`,
};
