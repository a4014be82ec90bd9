import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amt } from '../format.js';

export const amlPolicy: PageTranslation = {
  title: 'Retningslinjer mot hvitvasking',
  description:
    'Slik forebygger Satsino hvitvasking og terrorfinansiering: verifisering, overvåking, oppbevaring av opplysninger og rapportering.',
  body: `# Retningslinjer mot hvitvasking

Satsino tolererer ikke hvitvasking, terrorfinansiering eller at kasinoet vårt brukes til å flytte utbytte fra straffbare handlinger. Kryptobetalinger er raske og kjenner ingen grenser, og nettopp derfor tar vi dette på alvor. Disse retningslinjene beskriver kontrollene som gjelder for alle kontoer.

## Våre forpliktelser

- Vi vet hvem spillerne våre er, i samsvar med risikoen hver konto utgjør.
- Vi overvåker innskudd, spilling og uttak for å avdekke aktivitet som ikke gir mening.
- Vi oppbevarer opplysninger som gjør det mulig å rekonstruere enhver transaksjon.
- Vi rapporterer mistenkelig aktivitet til rette myndighet, og vi varsler ikke den det gjelder når vi gjør det.
- Vi lærer opp de ansatte til å gjenkjenne og eskalere faresignaler.

## Verifisering

Alle spillere må bekrefte en e-postadresse før de kan gjøre innskudd eller uttak. Identitetsverifisering («kjenn din kunde», KYC) kreves deretter i følgende tilfeller:

- du ber om å endre personopplysningene på kontoen din;
- uttakene dine, enkeltvis eller samlet, når et beløp som risikoreglene våre har satt som terskel for kontroll;
- aktiviteten din stemmer ikke med profilen din, eller en betaling kommer fra en kilde med høy risiko;
- loven i landet ditt krever det.

Ved verifisering ber vi om gyldig legitimasjon med bilde (forside og bakside), et nylig adressebevis og, ved behov, dokumentasjon på hvor midlene dine kommer fra, for eksempel en lønnsslipp, en skattemelding eller en kontoutskrift fra en kryptobørs. Uttak kan holdes tilbake til kontrollene er fullført. Kontoer der eieren nekter å la seg verifisere, blir stengt, og innskutte midler returneres til kilden der loven tillater det.

## Overvåking

Systemene våre og betalingsteamet vårt kontrollerer blant annet:

- innskudd som følges av et uttak med lite eller ingen spilling;
- innskudd som deles opp i beløp like under tersklene for kontroll;
- flere kontoer som bruker samme lommebok, enhet eller nettverk;
- midler fra miksetjenester, markedsplasser på det mørke nettet, sanksjonerte adresser eller andre kilder med høy risiko som blokkjedeanalyse har flagget.

Innskudd må være på minst ${amt(f.minDeposit)}, og hvert uttak er begrenset til ${amt(f.withdrawalMax)} i kontovalutaen din med mindre grensene for den aktuelle kryptovalutaen tilsier noe annet. Vi utbetaler bare til kontoinnehaveren, i krypto, til en adresse vedkommende kontrollerer.

## Sanksjoner

Vi tar ikke imot spillere som står på internasjonale sanksjonslister eller bor i land som er underlagt sanksjoner, og vi kontrollerer spillerne mot disse listene.

## Oppbevaring av opplysninger

Verifiseringsdokumenter og transaksjonsopplysninger oppbevares i minst fem år etter at kundeforholdet er avsluttet, på en sikker måte og med tilgang bare for de ansatte som trenger det.

## Ditt ansvar

Bruk bare dine egne midler og dine egne lommebøker, hold opplysningene dine oppdatert, og svar raskt når vi stiller spørsmål. Lurer du på noe ved en forespørsel fra oss, forklarer kundestøtte hva som trengs, og hvorfor.
`,
};
