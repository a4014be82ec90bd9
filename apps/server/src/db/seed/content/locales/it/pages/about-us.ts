import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'Chi siamo',
  description:
    'Satsino è un casinò crypto dimostrabilmente equo: pagamenti crypto rapidi, giochi che puoi verificare e un’assistenza che risponde davvero.',
  body: `# Chi siamo

Satsino è un casinò online pensato per chi vive già nel mondo delle criptovalute. Offriamo slot, casinò live, roulette, blackjack, game show, giochi da tavolo e giochi crash, con depositi e prelievi nelle criptovalute che già possiedi, e una promessa che possiamo dimostrare: ogni round dei nostri giochi proprietari può essere verificato da te.

## Dimostrabilmente equo, non “fidati di noi”

I nostri giochi proprietari utilizzano un sistema dimostrabilmente equo. Prima di giocare vedi un’impronta crittografica (hash) del seed del server che deciderà i tuoi risultati; puoi scegliere il tuo seed del client; e una volta ruotato il seed, puoi ricalcolare ogni risultato nel browser e verificare che nulla sia stato modificato dopo la tua puntata. Scopri di più in [Dimostrabilmente equo: come funziona](/blog/provably-fair-explained).

## Crypto, come si deve

Deposita in Bitcoin – on-chain o tramite Lightning – Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP o TRON, e gioca con un saldo espresso in USD o EUR. I prelievi vengono esaminati in media in meno di ${f.approvalMinutes} minuti. Non hai ancora criptovalute? Acquistale con carta direttamente dalla cassa.

## Vantaggi chiari

Le nostre promozioni dicono esattamente che cosa offrono e che cosa richiedono: un bonus di benvenuto del ${f.welcomePercent}% con ${f.freeSpins} giri gratuiti, bonus sui primi quattro depositi, cashback giornaliero e settimanale e un programma VIP a quattro livelli. Ogni cifra è la stessa su ogni pagina, e ogni bonus è facoltativo.

## Sicuro e responsabile

Per giocare devi avere almeno ${f.age} anni. Verifichiamo gli indirizzi e-mail prima di qualsiasi pagamento, verifichiamo l’identità quando lo richiedono la legge e la nostra [Politica antiriciclaggio](/policies/aml-policy), e offriamo a ogni giocatore limiti, pause e autoesclusione: consulta [Gioco responsabile](/policies/responsible-gaming).

## Dieci lingue, un solo team

Satsino è disponibile in inglese, tedesco, spagnolo, finlandese, francese, italiano, giapponese, norvegese, portoghese e turco. Il nostro team di assistenza è disponibile 24 ore su 24 tramite la chat dal vivo nella [pagina di assistenza](/customersupport).
`,
};
