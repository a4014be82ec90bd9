import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { pct } from '../format.js';

export const aboutUs: PageTranslation = {
  title: 'Om oss',
  description:
    'Satsino er et bevisbart rettferdig kryptokasino: raske kryptobetalinger, spill du kan etterprøve, og kundestøtte som faktisk svarer.',
  body: `# Om oss

Satsino er et nettkasino laget for folk som allerede lever med krypto. Vi tilbyr spilleautomater, live-kasino, rulett, blackjack, gameshow, bordspill og crash-spill, med innskudd og uttak i kryptovalutaene du allerede har – og et løfte vi kan bevise: hver runde i våre egne spill kan du kontrollere selv.

## Bevisbart rettferdig, ikke «stol på oss»

Våre egne spill bruker et bevisbart rettferdig system. Før du spiller, ser du et kryptografisk fingeravtrykk (hash) av serverseeden som skal avgjøre resultatene dine; du kan velge din egen klientseed; og når seeden er byttet, kan du beregne hvert resultat på nytt i nettleseren og kontrollere at ingenting ble endret etter at du satset. Les hvordan det fungerer i [Bevisbart rettferdig – slik fungerer det](/blog/provably-fair-explained).

## Krypto, gjort ordentlig

Sett inn Bitcoin – on-chain eller via Lightning – Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP eller TRON, og spill med en saldo som vises i USD eller EUR. Uttak behandles på under ${f.approvalMinutes} minutter i snitt. Har du ikke krypto ennå? Kjøp med kort direkte i kassen.

## Tydelige fordeler

Kampanjene våre sier nøyaktig hva de gir, og hva de krever: en velkomstbonus på ${pct(f.welcomePercent)} med ${f.freeSpins} gratisspinn, bonus på de fire første innskuddene, daglig og ukentlig cashback og et VIP-program med fire nivåer. Alle tall er de samme på alle sider, og alle bonuser er frivillige.

## Trygt og ansvarlig

Spillere må være ${f.age} år eller eldre. Vi bekrefter e-postadresser før enhver betaling, verifiserer identitet der loven og våre [retningslinjer mot hvitvasking](/policies/aml-policy) krever det, og gir alle spillere grenser, pauser og selvutestengelse – se [Ansvarlig spill](/policies/responsible-gaming).

## Ti språk, ett team

Satsino er tilgjengelig på engelsk, tysk, spansk, finsk, fransk, italiensk, japansk, norsk, portugisisk og tyrkisk. Kundestøtten vår er tilgjengelig døgnet rundt via direktechat på [kundestøttesiden](/customersupport).
`,
};
