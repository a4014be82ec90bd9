import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amt, pct } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Bevisbart rettferdig – slik fungerer det',
    summary:
      'Slik kan du, med nettleseren eller vårt publiserte verifiseringsverktøy, kontrollere at hvert resultat i våre egne spill var bestemt før du satset – og slik gjør hvert spill seedene om til et resultat.',
    meta_description:
      'Bevisbart rettferdig hos Satsino: seeder låst før du velger din, den nøyaktige formelen for hvert spill, utbetalinger på centen og crash-kjeder saltet med en fremtidig Bitcoin-blokk.',
    body: `Når du spiller på et vanlig nettkasino, må du stole på at tallgeneratoren er ærlig. Hos Satsino slipper du det: våre egne spill er **bevisbart rettferdige** (provably fair), og hver formel nedenfor er til punkt og prikke den serveren vår gjør opp innsatsene med.

## Tre ingredienser

- **Serverseeden**: 32 tilfeldige byte som vi velger. Før du spiller, ser du bare SHA-256-hashen av den, som binder oss til seeden uten å avsløre den.
- **Klientseeden**: din. Vi foreslår en; endre den til hva du vil.
- **Nonce**: 0 for den første runden i et seedpar, deretter én mer for hver runde.

## Låst før du velger

Rettferdighetspanelet viser hashen av serverseeden som er i bruk, *og* hashen av den neste, før du velger klientseed. Når du endrer klientseeden eller bytter seed, går vi over til nøyaktig denne forhåndslåste seeden og avslører den gamle, så vi velger aldri en serverseed etter å ha sett din. Avslørte seeder blir stående oppført under «Dine avslørte frø» på [verifiseringssiden](/provably-fair).

## Fra seeder til tall

Hver runde leser tallene sine fra \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Hver blokk på 32 byte gir åtte floats på fire byte hver, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, mellom 0 og 1; cursoren teller blokkene fra 0, og en runde bruker floatene i rekkefølge. Dette er ordningen Stake publiserer, og for terninger, limbo, rulett og kort bruker vi også Stakes tilordninger, så Stakes egne kalkulatorer gir samme resultat som våre.

- **Terning**: kast = ⌊float × 10 001⌋ ÷ 100, fra 0,00 til 100,00.
- **Limbo**: resultat = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, minst 1,00 og høyst 1 000 000.
- **Rulett**: lomme = ⌊float × 37⌋.
- **Blackjack**: hvert kort er posisjon ⌊float × 52⌋ i tabellen ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. De to første floatene er kortene dine, den tredje dealerens åpne kort, den fjerde det skjulte kortet, deretter kortene du ber om og kortene dealeren trekker, i den rekkefølgen det skjer.
- **Spilleautomater**: hjul for hjul, fra venstre mot høyre, stopper hvert hjul på ⌊float × hjulets lengde⌋.
- **Lykkehjul**: hvert spinn stopper på ⌊float × 54⌋. Et ×3- eller ×7-felt spinner hjulet igjen og multipliserer neste gevinst; høyst tre spinn.

## Rettferdig utbetalt, på centen

En gevinst er ofte verdt en brøkdel av en cent: en innsats på 0,10 på 1,98× er verdt 19,8 cent. Vi betaler ut de hele centene, og én cent til når den neste floaten (den etter dem spillet brukte) er under brøkdelen, her 0,8. I snitt betaler hver gevinst nøyaktig det den er verdt, uansett innsats, og du kan regne ut den centen på nytt fra de samme seedene.

## Crash: en kjede låst før noen satser

Alle spillerne ved et crash-bord deler runden, så crash følger i stedet bustabits publiserte ordning. Vi lager en kjede av hasher, der hver er SHA-256 av den neste, og publiserer den siste, slutthashen, sammen med nummeret på en Bitcoin-blokk som ennå ikke er utvunnet. Når blokken er utvunnet, blir hashen dens kjedens salt; før det går ikke bordet. Runde for runde spilles kjeden baklengs, så hver avslørte spillhash hashes til den før den. Krasjpunktet tar de første 52 bitene av \`HMAC_SHA256(salt, game hash)\` som r og er ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, minst 1,00. Alle kjeder, med blokk og salt, står på [siden for crash-kjeder](/provably-fair/crash).

## Slik kontrollerer du en runde

1. Noter hashen av serverseeden, hashen av den neste seeden og klientseeden din i spillets rettferdighetspanel.
2. Spill som vanlig.
3. Bytt seed: den gamle serverseeden blir avslørt, og SHA-256 av den må stemme med hashen du så.
4. Åpne [verifiseringssiden](/provably-fair), velg runden fra historikken din og trykk Verifiser: du får nøyaktig det resultatet og den utbetalingen du så.

Uten nett gjør det publiserte verifiseringsverktøyet vårt det samme fra kommandolinjen: \`npx @satsino/fairness verify\`.

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
