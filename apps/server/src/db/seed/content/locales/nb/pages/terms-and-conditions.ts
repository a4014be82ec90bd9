import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amt } from '../format.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Vilkår og betingelser',
  description:
    'Avtalen mellom deg og Satsino: hvem som kan spille, hvordan konto, innskudd, uttak, bonuser og spill fungerer, og hva som skjer hvis noe går galt.',
  body: `# Vilkår og betingelser

Disse vilkårene og betingelsene («vilkårene») utgjør avtalen mellom deg og Satsino («vi», «oss») om bruken av dette nettstedet og alle spill og tjenester på det. Ved å opprette en konto bekrefter du at du har lest og godtatt dem, sammen med vår [personvernerklæring](/policies/privacy-policy), våre [retningslinjer mot hvitvasking](/policies/aml-policy) og våre retningslinjer for [ansvarlig spill](/policies/responsible-gaming), som alle er en del av disse vilkårene. Hvis du ikke godtar dem, ber vi deg om ikke å bruke nettstedet.

## 1. Hvem som kan spille

- Du må være minst ${f.age} år, eller ha nådd den lovlige aldersgrensen for pengespill der du bor hvis den er høyere. Vi kan når som helst be om dokumentasjon på alder, og vi stenger kontoer som tilhører mindreårige og annullerer innsatsene deres.
- Pengespill på nett må være lovlig for deg der du befinner deg. Det er ditt ansvar å sjekke dette; vi sperrer tilgangen fra land der vi ikke tilbyr tjenestene våre, og å bruke VPN eller andre midler for å omgå disse sperrene er et brudd på vilkårene.
- Du kan bare ha én konto. Duplikatkontoer blir stengt, og bonuser og gevinster som er oppnådd gjennom dem, blir annullert.
- Du spiller for deg selv, med egne midler, og ikke på vegne av andre eller som ledd i næringsvirksomhet.

## 2. Kontoen din

- Registrer deg med korrekte opplysninger, og hold dem oppdatert. Du må bekrefte e-postadressen din før du kan sette inn eller ta ut penger.
- Hold passordet ditt hemmelig, og logg ut på enheter du deler med andre. Du er ansvarlig for aktiviteten på kontoen din med mindre du straks gir oss beskjed om at noen andre har fått tilgang til den. Øktene dine, og enhetene de kommer fra, er oppført i kontoinnstillingene, der du kan avslutte hvilken som helst av dem.
- Enkelte endringer på kontoen og enkelte transaksjoner krever identitetsverifisering («KYC»): et dokument som beviser identiteten din og, der våre [retningslinjer mot hvitvasking](/policies/aml-policy) krever det, dokumentasjon på adresse og på hvor midlene dine kommer fra. Inntil kontrollene er fullført, kan vi holde tilbake uttak og begrense kontoen.
- Kontosaldoen din holdes i kontovalutaen din (USD eller EUR) og vises i denne valutaen. Innskudd regnes om etter kursen i det øyeblikket innskuddet bekreftes.

## 3. Innskudd

- Vi tar imot ${coins}. Bitcoin kan også sendes via Lightning-nettverket.
- Minsteinnskuddet er ${amt(f.minDeposit)} i kontovalutaen din. En mindre betaling godskrives først når de ventende innskuddene dine til sammen når minstebeløpet.
- Send hver kryptovaluta bare på nettverket som vises ved siden av innskuddsadressen. Kryptovaluta som sendes til feil adresse, på feil nettverk eller som en token vi ikke støtter, kan gå tapt, og vi kan ikke alltid gjenopprette den.
- Et innskudd godskrives etter de bekreftelsene nettverket krever; kassen viser hvor mange. Du kan også kjøpe krypto med kort via tredjepartsleverandøren som vises i kassen, på leverandørens egne vilkår.
- Innskudd må komme fra en lommebok du kontrollerer. Midlene må ikke stamme fra straffbare handlinger.

## 4. Uttak

- Du kan ta ut fra ${amt(f.withdrawalMin)} til ${amt(f.withdrawalMax)} i kontovalutaen din per uttaksforespørsel, med mindre kassen viser andre grenser for kryptovalutaen du velger. Bare kryptovalutaer som er merket som tilgjengelige for uttak, kan tas ut.
- Du kan ha ett ventende uttak om gangen, og du kan kansellere det så lenge det venter. Uttak behandles på under ${f.approvalMinutes} minutter i snitt; i tillegg kommer tiden nettverket bruker på bekreftelser.
- Nettverksgebyret trekkes fra beløpet som sendes. Kryptobeløpet beregnes etter kursen i det øyeblikket uttaket behandles, og den kan avvike fra kursen du så da du ba om uttaket.
- Du kan ikke ta ut penger mens en bonus er aktiv og omsetningskravet ikke er oppfylt (se punkt 5). Vi kan be deg fullføre verifiseringen før vi utbetaler et uttak, og vi utbetaler bare til spilleren selv, aldri til en tredjepart.

## 5. Bonuser og kampanjer

- Bonuser er frivillige. Du velger selv om du vil ta en bonus når du setter inn, og du kan alltid velge ingen bonus. Vilkårene for hver kampanje står på kampanjens side; der de avviker fra dette punktet, gjelder kampanjevilkårene.
- Med mindre en kampanje sier noe annet, må bonusmidler omsettes ${f.wagering} ganger (${f.wagering}×) innen ${f.bonusDays} dager før de og gevinstene fra dem kan tas ut, og ingen enkeltinnsats kan overstige ${amt(f.maxBet)} i kontovalutaen din så lenge omsetningskravet ikke er oppfylt. Gevinster fra gratisspinn godskrives som bonusmidler med ${f.spinWagering}× omsetningskrav.
- Bare én bonus kan være aktiv om gangen. Ekte penger brukes alltid før bonuspenger.
- Når en bonus utløper eller blir inndratt, fjernes de gjenværende bonusmidlene og gevinstene som er vunnet med dem. Pengene du selv har satt inn, fjernes aldri.
- Bonuser er ment for rekreasjonsspillere. Bonusmisbruk – duplikatkontoer, koordinert spilling, innsatsmønstre med lav risiko som bare har som formål å oppfylle omsetningskravet, eller utnyttelse av en feil – fører til at bonusen og gevinstene fra den fjernes, og kan føre til at kontoen stenges.

## 6. Spill og rettferdighet

- Våre egne spill er bevisbart rettferdige: før hver runde kan du se en kryptografisk hash av serverseeden, du kan angi din egen klientseed, og etter at seeden er byttet, kan du selv kontrollere hvert resultat. Spill fra tredjeparter er sertifisert av leverandørene sine.
- Spillets regler og tilbakebetalingsprosent (RTP) vises i spillet. En funksjonsfeil gjør alle spill og utbetalinger som berøres av den, ugyldige; hvis et spill svikter midt i en runde, gjøres runden opp etter spillets logg, eller innsatsen refunderes.
- Åpenbare feil i et spill, en pris eller en utbetaling (for eksempel en visningsfeil) gir ikke rett til gevinster som spillets regler ikke ville ha utbetalt.

## 7. Ansvarlig spill

Pengespill skal være underholdning. Du kan når som helst sette grenser, ta en pause eller stenge deg selv ute – se [Ansvarlig spill](/policies/responsible-gaming). En selvutestengelse kan ikke oppheves før perioden er over, og vi sender deg ikke markedsføring så lenge den varer.

## 8. Dette har du ikke lov til

Du må ikke bruke nettstedet til hvitvasking eller andre straffbare handlinger; bruke stjålne midler eller andres midler eller betalingsmidler; samarbeide i det skjulte med andre spillere; bruke roboter, skript eller programvare som spiller for deg; forstyrre nettstedet, sikkerheten eller andre spillere; eller opptre krenkende overfor de ansatte våre. Vi kan suspendere en konto mens vi undersøker saken, annullere innsatser og gevinster som er oppnådd i strid med vilkårene, og melde mistanke om straffbare forhold til myndighetene.

## 9. Stenging av konto

Du kan når som helst stenge kontoen din via kundestøtte; den gjenværende saldoen i ekte penger utbetales etter de vanlige kontrollene. Vi kan stenge en konto ved brudd på vilkårene, og vi kan stenge kontoer som ikke har vært brukt på mer enn 12 måneder, etter først å ha varslet deg og utbetalt eventuell saldo til deg.

## 10. Ansvar

Nettstedet leveres som det er. Vi er ikke ansvarlige for tap som skyldes forhold utenfor vår kontroll, blant annet nettverksbrudd, overbelastning på blokkjeden eller svikt i en tredjepartstjeneste, og heller ikke for indirekte tap. Ingenting i disse vilkårene begrenser ansvar som loven ikke tillater oss å begrense.

## 11. Klager og endringer

Hvis noe går galt, kan du kontakte kundestøtte via direktechat eller [kundestøttesiden](/customersupport). Vi besvarer klager innen 14 dager. Vi kan endre disse vilkårene; vesentlige endringer kunngjøres på nettstedet før de trer i kraft, og fortsetter du å spille etterpå, betyr det at du godtar dem. Vilkårene er skrevet på engelsk; oversettelsen er ment som en hjelp, og den engelske versjonen går foran hvis de to avviker fra hverandre.
`,
};
