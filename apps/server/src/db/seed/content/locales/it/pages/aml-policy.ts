import type { PageTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../../figures.js';

export const amlPolicy: PageTranslation = {
  title: 'Politica antiriciclaggio',
  description:
    'Come Satsino previene il riciclaggio di denaro e il finanziamento del terrorismo: verifica, monitoraggio, conservazione dei dati e segnalazioni.',
  body: `# Politica antiriciclaggio

Satsino non tollera il riciclaggio di denaro, il finanziamento del terrorismo né alcun uso del nostro casinò per trasferire proventi di reato. I pagamenti in criptovalute sono rapidi e senza confini, ed è proprio per questo che prendiamo la questione sul serio. Questa politica descrive i controlli applicati a ogni account.

## I nostri impegni

- Conosciamo i nostri giocatori, in misura proporzionata al rischio che ciascun account presenta.
- Monitoriamo depositi, gioco e prelievi per individuare attività prive di senso logico.
- Conserviamo registrazioni che consentono di ricostruire qualsiasi transazione.
- Segnaliamo le attività sospette alle autorità competenti e, quando lo facciamo, non ne informiamo la persona interessata.
- Formiamo il nostro personale affinché sappia riconoscere i segnali d’allarme e portarli all’attenzione dei responsabili.

## Verifica

Ogni giocatore verifica un indirizzo e-mail prima di effettuare un deposito o un prelievo. La verifica dell’identità (la cosiddetta procedura KYC, “conosci il tuo cliente”) è poi richiesta quando si verifica uno dei seguenti casi:

- chiedi di modificare i dati personali del tuo account;
- i tuoi prelievi, singolarmente o nel complesso, raggiungono un importo che le nostre regole di rischio sottopongono a revisione;
- la tua attività non corrisponde al tuo profilo, oppure un pagamento proviene da una fonte ad alto rischio;
- lo richiede la legge del tuo paese.

Per la verifica chiediamo un documento d’identità con foto in corso di validità (fronte e retro), una prova di residenza recente e, se necessario, una prova dell’origine dei fondi, come una busta paga, una dichiarazione dei redditi o un estratto conto di un exchange. I prelievi possono essere trattenuti fino al completamento dei controlli. Gli account il cui titolare rifiuta la verifica vengono chiusi e i fondi depositati vengono restituiti alla fonte di provenienza, ove la legge lo consenta.

## Monitoraggio

I nostri sistemi e il nostro team pagamenti esaminano, tra l’altro:

- depositi seguiti da un prelievo con poco o nessun gioco;
- depositi frazionati in importi appena inferiori alle soglie di revisione;
- più account che utilizzano lo stesso wallet, dispositivo o rete;
- fondi provenienti da mixer, mercati del darknet, indirizzi sanzionati o altre fonti ad alto rischio individuate dall’analisi della blockchain.

I depositi devono essere di almeno ${amount(f.minDeposit, 'it')} e ogni prelievo è limitato a ${amount(f.withdrawalMax, 'it')} nella valuta del tuo account, salvo diversi limiti propri della criptovaluta; paghiamo i prelievi esclusivamente al titolare dell’account, in criptovaluta, a un indirizzo sotto il suo controllo.

## Sanzioni

Non accettiamo giocatori che figurano nelle liste internazionali di sanzioni o che risiedono in paesi sottoposti a sanzioni, e confrontiamo i giocatori con tali liste.

## Conservazione dei dati

I documenti di verifica e le registrazioni delle transazioni sono conservati per almeno cinque anni dalla fine del rapporto commerciale, in modo sicuro e con accesso limitato al personale che ne ha bisogno.

## Il tuo ruolo

Usa solo fondi e wallet tuoi, mantieni aggiornati i tuoi dati e rispondi tempestivamente alle nostre domande quando te le poniamo. Se hai dubbi su una nostra richiesta, l’Assistenza clienti ti spiegherà che cosa serve e perché.
`,
};
