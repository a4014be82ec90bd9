import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amt, pct } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Bevisbart rettferdig – slik fungerer det',
    summary:
      'Slik kan du, med bare nettleseren din, kontrollere at hvert resultat i våre egne spill var bestemt før du satset – og aldri ble endret etterpå.',
    meta_description:
      'Slik fungerer bevisbart rettferdige spill hos Satsino: hash av serverseeden, klientseed, nonce og hvordan du selv kontrollerer hver runde.',
    body: `Når du spiller på et vanlig nettkasino, må du stole på at tallgeneratoren er ærlig. Hos Satsino slipper du det: våre egne spill er **bevisbart rettferdige** (provably fair), og det betyr at du kan kontrollere hvert eneste resultat selv.

## Tre ingredienser

Hvert resultat beregnes ut fra tre verdier:

- **Serverseeden** – en lang, tilfeldig verdi som vi genererer. Før du spiller, viser vi deg bare SHA-256-hashen av den, et fingeravtrykk som binder oss til seeden uten å avsløre den.
- **Klientseeden** – en verdi som kommer fra deg. Vi foreslår en, men du kan når som helst endre den til hva du vil.
- **Nonce** – en teller som øker med én for hver innsats du plasserer med det samme seedparet.

Spillet kombinerer dem med HMAC-SHA256 – \`HMAC_SHA256(server_seed, client_seed:nonce)\` – og gjør resultatet om til tallene som avgjør runden din: kortet som trekkes, tallet rulettkulen lander på, punktet der en crash-runde tar slutt.

## Derfor kan det ikke jukses

Fordi du så hashen av serverseeden før du satset, kan vi ikke bytte seed i etterkant: enhver annen seed ville gitt en annen hash. Og fordi det er du som velger klientseeden, kan vi ikke på forhånd ha valgt en serverseed som er ugunstig for deg – vi kjente ikke seeden din da vi bandt oss til vår.

## Slik kontrollerer du en runde

1. Åpne panelet **Rettferdighet** i spillet, og noter den hashede serverseeden og klientseeden din.
2. Spill som vanlig.
3. Når du vil kontrollere, **bytter du seed**. Da avslører vi den gamle serverseeden og binder oss til en ny.
4. Hash den avslørte seeden og sammenlign den med hashen du så – de må være like.
5. Åpne verifiseringssiden vår, eller et hvilket som helst uavhengig HMAC-SHA256-verktøy, legg inn seedene og nonce for en innsats, og du får nøyaktig det samme resultatet som du så i spillet.

Crash-runder fungerer litt annerledes, fordi alle spillerne deler den samme runden: resultatene kommer fra en kjede av hasher som ble generert og låst før den første runden ble spilt, slik at utfallet av hver runde var bestemt lenge før noen satset på den.

## Hva bevisbart rettferdig ikke betyr

Det beviser at resultatene ikke er manipulert, men det endrer ikke oddsen. Alle spill har fortsatt en husfordel, som står i spillets regler. Spill for moro skyld, sett deg grenser, og les om [ansvarlig spill](/policies/responsible-gaming) hvis det en dag slutter å være gøy.`,
  },

  'new-games-this-month': {
    title: 'Nytt denne måneden: tre måter å spille crash på',
    summary:
      'Crash finnes nå ved tre bord – Classic, Bull og Sidewinder – hvert med sin egen hashkjede, sitt eget tempo og sitt eget utseende. Her er forskjellene.',
    meta_description:
      'Satsino lanserer tre crash-bord med egne bevisbart rettferdige hashkjeder, automatisk innløsning og en ny direktestrøm med store gevinster.',
    body: `Crash er det enkleste spillet i lobbyen og et av de mest spennende: en multiplikator stiger fra 1,00× og kan stoppe når som helst. Løser du inn før den krasjer, blir innsatsen din multiplisert; venter du for lenge, er runden tapt. Denne måneden kommer spillet i tre versjoner.

## Crash Classic

Originalen. Rundene starter med noen sekunders mellomrom, kurven stiger jevnt, og alle spillerne ved bordet følger den samme runden direkte. Still inn **automatisk innløsning** – for eksempel på 2,00× – så løser spillet inn for deg i samme øyeblikk som multiplikatoren når dit, selv om forbindelsen din skulle bli brutt.

## Crash Bull

De samme reglene, men i børsgrafens drakt: grønne kurssøyler mens multiplikatoren stiger, én rød søyle når den krasjer. Det er litt kortere tid mellom rundene, for spillere som liker et raskere tempo.

## Crash Sidewinder

Et roligere bord med lengre tid til å plassere innsatsen, perfekt for å prøve ut strategier med små innsatser. Bordet har sin egen seedkjede og sin egen historikk, så resultatene er uavhengige av de to andre bordene.

## Rettferdig fra grunnen av

Hvert bord kjører på sin egen bevisbart rettferdige **hashkjede**. Før den første runden ble det generert en lang kjede av hasher, og den siste hashen ble publisert; hver runde avslører det forrige leddet i kjeden, og hvem som helst kan kontrollere at hvert ledd hashes til det neste. Ingen – heller ikke vi – kan endre resultatet av en runde når kjeden først finnes. Les mer i [Bevisbart rettferdig – slik fungerer det](/blog/provably-fair-explained).

## Også nytt

- En **direktestrøm** på forsiden viser de siste innsatsene i hele kasinoet, storspillerne og dine egne innsatser.
- Spillsidene viser nå hvert spills **tilbakebetalingsprosent (RTP)** og regler før du åpner spillet.
- Demomodus er tilgjengelig i alle våre egne spill, så du kan lære et spill med lekepenger først.

Som med alle spill: bestem innsatsen og grensene dine før du begynner, og husk at et innløsningsmål er en plan, ikke et løfte. Lykke til ved bordene!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Bitcoin-innskudd med Lightning: sekunder, ikke blokker',
    summary:
      'Med Lightning kan du sette inn bitcoin på sekunder til en brøkdel av det vanlige gebyret. Hva det er, hvordan du bruker det hos Satsino, og hva du bør passe på.',
    meta_description:
      'Sett inn bitcoin via Lightning-nettverket hos Satsino: nesten umiddelbar godskriving, små gebyrer og en veiledning trinn for trinn.',
    body: `Et vanlig bitcoin-innskudd må vente på at nettverket tar det med i en blokk, og deretter på bekreftelser – som regel ti minutter eller mer, og gebyret stiger når det er mye trafikk i nettverket. **Lightning-nettverket** løser begge problemene, og Satsino tar imot innskudd via Lightning.

## Hva Lightning er

Lightning er et nettverk av betalingskanaler bygd oppå Bitcoin. Betalinger flyttes nesten umiddelbart mellom kanalene og gjøres opp samlet på hovedkjeden senere. For deg betyr det bitcoin som kommer fram på sekunder, med gebyrer som vanligvis måles i noen få satoshi.

## Slik setter du inn med Lightning

1. Åpne **lommeboken** og velg **Bitcoin (Lightning)**.
2. Skriv inn beløpet du vil sette inn – minst ${amt(f.minDeposit)} i kontovalutaen din – og velg bonus eller «Ingen bonus».
3. Vi lager en **Lightning-faktura**: en QR-kode og en tekst som begynner med \`lnbc\`.
4. Skann eller lim den inn i en hvilken som helst Lightning-lommebok, og bekreft.
5. Saldoen din godskrives så snart betalingen er gjennomført – som regel før du har rukket å lukke lommebok-appen.

## Greit å vite

- **Fakturaer utløper.** Hver faktura er gyldig i en begrenset tid og for nøyaktig det beløpet som vises. Hvis den utløper, lager du bare en ny; en utløpt faktura kan ikke betales.
- **Bruk en Lightning-lommebok.** En vanlig on-chain-adresse for bitcoin og en Lightning-faktura er ikke det samme; en vanlig lommebok kan ikke betale en faktura. De fleste populære mobillommebøker støtter Lightning i dag.
- **Bonusene fungerer på samme måte.** Et Lightning-innskudd kvalifiserer til de samme innskuddsbonusene som alle andre innskudd.
- **Uttak** utbetales on-chain i kryptovalutaen du velger, innenfor de vanlige grensene på ${amt(f.withdrawalMin)} til ${amt(f.withdrawalMax)} per uttak.

## Foretrekker du on-chain?

Helt i orden: on-chain-adressen din for bitcoin er fortsatt tilgjengelig, og det samme er de andre kryptovalutaene vi tar imot (${coinCodes}). Lightning er rett og slett den raskeste veien inn. Se [Slik setter du inn penger](/policies/how-to-deposit) for hele veiledningen.`,
  },

  'vip-programme-explained': {
    title: 'VIP-programmet vårt: fire nivåer, tydelige fordeler',
    summary:
      'Bronse, Sølv, Gull og Platina: hvordan du rykker opp, hva hvert nivå gir deg, og hvorfor alle fordelene er beskrevet med konkrete tall.',
    meta_description:
      'Satsinos VIP-nivåer forklart: reload-bonus, prioriterte uttak, VIP-cashback og en personlig VIP-kontakt.',
    body: `Mange kasinoer holder VIP-programmet sitt bevisst vagt – «eksklusive fordeler», «skreddersydde tilbud». Vårt står svart på hvitt, med tall, fordi vi mener du skal vite nøyaktig hva spillingen din gir deg.

## Du er med fra første dag

Alle spillere starter på **Bronse** med sitt første innskudd. Derfra følger nivået ditt den totale innsatsen din med ekte penger: hver avgjort innsats teller med hele beløpet, uansett spill.

- **Sølv** ved ${amt(f.silverWagered)} i total innsats
- **Gull** ved ${amt(f.goldWagered)} i total innsats
- **Platina** ved ${amt(f.platinumWagered)} i total innsats

(Beløpene er i kontovalutaen din.) Du rykker opp i det øyeblikket du passerer en grense, og du rykker aldri ned.

## Dette gir hvert nivå deg

**Bronse – reload-bonus på ${pct(f.vipReload)}.** De fire første innskuddene dine gir innskuddsbonusene i velkomstpakken vår. Deretter kan hvert innskudd få en reload-bonus på ${pct(f.vipReload)}, så det finnes alltid et tilbud – eller ingenting, hvis du heller vil spille uten bonus.

**Sølv – prioritet.** Uttakene dine havner først i kontrollkøen (der behandlingen allerede tar under ${f.approvalMinutes} minutter i snitt), og meldingene dine går til et eget kundestøtteteam.

**Gull – ${pct(f.goldCashback)} VIP-cashback.** Hver mandag får du ${pct(f.goldCashback)} av forrige ukes nettotap i ekte penger, uten omsetningskrav. Dette kommer i tillegg til kampanjene med daglig og ukentlig cashback.

**Platina – ${pct(f.platinumCashback)} VIP-cashback og en personlig kontakt.** Dobbelt så mye cashback som på Gull, og én fast person som kjenner kontoen din og kan hjelpe med alt fra verifisering til skreddersydde grenser.

## Ansvarlig spill på alle nivåer

Et VIP-nivå er en takk, aldri et mål. Vi sender ikke VIP-tilbud til spillere som har satt grenser eller stengt seg selv ute, og VIP-kontakten din hjelper deg like gjerne med å sette grenser som med alt annet. Alle reglene finner du på siden om [VIP-programmet](/policies/vip).`,
  },

  'responsible-gaming-tips': {
    title: 'Sju vaner som holder spillingen morsom',
    summary:
      'Enkle, praktiske vaner som sørger for at kasinospill forblir det de skal være – underholdning – og verktøyene vi tilbyr når du vil ha litt ekstra hjelp.',
    meta_description:
      'Tips om ansvarlig spill fra Satsino: budsjett, tidsgrenser og pauser – og våre innskuddsgrenser og selvutestengelse.',
    body: `Pengespill er underholdning som koster penger, akkurat som en konsert eller en kveld på byen. Spillerne som har mest glede av det over tid, har gjerne noen vaner til felles. Her er sju som er verdt å ta etter.

## 1. Sett et budsjett før du spiller

Bestem hvor mye du er villig til å bruke – penger du ikke kommer til å savne – og stopp når de er brukt opp. Et budsjett du har satt på forhånd, er mye lettere å holde enn et du bestemmer midt i en spilløkt.

## 2. Sett en tidsgrense også

Spill er laget for å være oppslukende, og tiden går fort. Still en alarm, eller be oss sende deg påminnelser underveis i spilløktene.

## 3. Jag aldri tap

Tapsrekker skjer; de er en del av matematikken i alle spill. Å sette inn mer penger for å vinne tilbake det du har tapt, er den vanligste måten moro blir til et problem på. Aksepter tapet, og kom heller tilbake en annen dag hvis du fortsatt har lyst.

## 4. Se på gevinster som flaks, ikke inntekt

Når du vinner, bør du ta ut noe av eller hele gevinsten. Gevinster som blir liggende på saldoen, har en tendens til å bli spilt opp igjen.

## 5. Spill med klart hode

Unngå å spille når du er opprørt, stresset eller sliten, eller når du har drukket. Det er i de øyeblikkene grensene blir glemt.

## 6. Hold balansen i livet

Pengespill bør være én hobby blant mange. Hvis spillingen begynner å ta tid fra familie og venner, jobb eller søvn, bør du ta en pause.

## 7. Bruk verktøyene – tidlig

Du trenger ikke ha et problem for å bruke verktøyene våre. Mange spillere setter en innskuddsgrense allerede første dag, rett og slett fordi det gjør spilløktene mer avslappende. Via kundestøtte kan du sette:

- **innskuddsgrenser** per dag, uke eller måned (en lavere grense gjelder umiddelbart, en høyere etter 24 timer);
- **spillepauser** på 24 timer, én uke eller én måned;
- **selvutestengelse** i seks måneder, ett år, fem år eller permanent.

Og husk at alle bonuser er frivillige: du kan alltid sette inn uten bonus.

## Når det ikke er gøy lenger

Hvis du kjenner deg igjen i faresignalene – du bruker mer enn du hadde tenkt, skjuler spillingen din eller låner penger for å spille – så snakk med noen. Kundestøtten vår hjelper deg med en gang, uten spørsmål, og organisasjoner som GamCare, BeGambleAware og Gamblers Anonymous tilbyr gratis og konfidensiell støtte. Du finner alt på siden om [ansvarlig spill](/policies/responsible-gaming). Satsino er kun for spillere som har fylt ${f.age} år.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Kom i gang med kryptoinnskudd',
    summary:
      'Har du aldri betalt med krypto før? Her er hvilken kryptovaluta du bør velge, hvordan adresser og nettverk fungerer, og hvordan du gjør ditt første innskudd uten feil.',
    meta_description:
      'Nybegynnerguide til kryptoinnskudd hos Satsino: valg av kryptovaluta, nettverk, bekreftelser og minsteinnskudd.',
    body: `Kryptoinnskudd er raske, diskré og tilgjengelige døgnet rundt – men har du aldri sendt krypto før, kan det første innskuddet virke skremmende. Denne guiden tar for seg alt du trenger å vite.

## Steg null: skaff deg krypto

Du trenger en lommebok eller en konto på en kryptobørs med en av kryptovalutaene vi tar imot: ${coinCodes}. Har du ingen ennå, kan du bruke **Kjøp krypto** i kassen og kjøpe med kort via betalingspartneren vår; kryptovalutaen havner i lommeboken din, klar til å settes inn.

## Hvilken kryptovaluta bør du velge?

- **Stablecoins (USDT, USDC)** holder en stabil verdi nær én amerikansk dollar, så det du sender, er det du får – et godt valg hvis du spiller i USD.
- **Bitcoin** er den mest utbredte; via **Lightning** er den også den raskeste og billigste.
- **Litecoin, TRON, XRP og Dogecoin** bekreftes raskt og har vanligvis lave nettverksgebyrer.
- **Ethereum** støttes nesten overalt, men gebyrene varierer mye med etterspørselen i nettverket.

Uansett hva du sender, føres Satsino-saldoen din i kontovalutaen din, omregnet etter kursen i det øyeblikket innskuddet bekreftes.

## Adresser og nettverk

Innskuddsadressen din er unik for deg: kopier den med kopieringsknappen eller skann QR-koden. Sjekk alltid **nettverket**: mange børser lar deg ta ut den samme tokenen på flere nettverk, og det du velger, må stemme med det som vises i kassen vår. Hvis det vises en **destinasjonstagg** (XRP), må du ta den med.

## Bekreftelser

En blokkjedebetaling er endelig når nok blokker er lagt til etter den. Kassen viser innskuddet ditt som ventende så snart det er registrert, og godskriver det når det har fått de bekreftelsene som trengs – som regel i løpet av noen minutter.

## Ditt første innskudd

1. Bekreft e-postadressen din (innskudd blir tilgjengelig når den er bekreftet).
2. Åpne lommeboken, velg en kryptovaluta og kopier adressen.
3. Velg bonus: ditt første innskudd kvalifiserer til velkomstbonusen på ${pct(f.welcomePercent)} med ${f.freeSpins} gratisspinn – eller velg ingen bonus.
4. Send minst verdien av ${amt(f.minDeposit)} i kontovalutaen din.
5. Begynn å spille så snart innskuddet er godskrevet.

Vil du vite mer, kan du lese [Slik setter du inn penger](/policies/how-to-deposit), og hvis noe er uklart, er kundestøtten vår bare ett klikk unna.`,
  },
};
