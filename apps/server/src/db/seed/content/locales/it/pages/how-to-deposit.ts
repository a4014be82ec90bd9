import type { PageTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../../figures.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Come depositare',
  description:
    'Depositare crypto su Satsino passo dopo passo: criptovalute accettate, deposito minimo, scelta del bonus, conferme e Lightning.',
  body: `# Come depositare

Su Satsino i depositi si effettuano in criptovaluta e vengono accreditati sul saldo nella valuta del tuo account. Questa guida ti accompagna nel tuo primo deposito.

## Prima di iniziare

- **Verifica il tuo indirizzo e-mail.** Apri il link che ti abbiamo inviato al momento della registrazione; puoi richiederne uno nuovo dalle impostazioni dell’account. Depositi e prelievi sono disponibili dopo la verifica dell’e-mail.
- **Tieni pronte delle criptovalute** in un wallet o in un conto exchange sotto il tuo controllo. Non hai ancora criptovalute? L’opzione **Compra crypto** della cassa ti permette di acquistarle con carta tramite il nostro partner di on-ramp.

## Criptovalute accettate

${coinList}

Bitcoin può essere depositato anche tramite la Lightning Network, con accredito quasi immediato.

## Passo dopo passo

1. Apri il **Wallet** dall’intestazione e resta sulla scheda **Depositi**.
2. **Scegli una criptovaluta.** Bitcoin è selezionato per impostazione predefinita.
3. **Copia il tuo indirizzo di deposito** con l’apposito pulsante, oppure scansiona il codice QR con l’app del tuo wallet. L’indirizzo è solo tuo e puoi riutilizzarlo.
4. **Scegli il tuo bonus**, oppure “Nessun bonus”. Ciascuno dei tuoi primi quattro depositi prevede un bonus sul deposito (vedi [Promozioni](/promotions)); il calcolatore mostra quanto riceverai per l’importo inserito.
5. **Invia il pagamento** dal tuo wallet, sulla rete indicata accanto all’indirizzo.
6. **Attendi la conferma.** Il deposito risulta in attesa non appena la rete lo rileva e viene accreditato quando ha ricevuto abbastanza conferme: di solito pochi minuti, di più quando la rete è congestionata.

## Il deposito minimo

Il deposito minimo è di ${amount(f.minDeposit, 'it')} nella valuta del tuo account; è anche il deposito più piccolo che dà diritto a un bonus. I pagamenti inferiori non vanno persi: vengono accreditati quando la somma dei tuoi depositi in attesa raggiunge il minimo.

## Come evitare errori

- **Usa la rete giusta.** Inviare una criptovaluta su una rete diversa da quella indicata (per esempio USDT sulla chain sbagliata) può rendere il pagamento irrecuperabile.
- **Copia, non digitare.** Incolla o scansiona sempre l’indirizzo e controllane i primi e gli ultimi caratteri prima di inviare.
- **Includi il tag, se indicato.** Alcune criptovalute, come XRP, richiedono un tag di destinazione; senza di esso il pagamento non può essere associato automaticamente al tuo account.
- **Il tasso di cambio è fissato alla conferma.** I prezzi delle criptovalute oscillano, quindi l’importo accreditato viene convertito al tasso del momento in cui il deposito viene confermato.

## Depositi Lightning

Scegli **Bitcoin (Lightning)**, inserisci l’importo e paga la fattura da un qualsiasi wallet Lightning. I pagamenti Lightning vengono regolati in pochi secondi e costano una frazione di una normale commissione on-chain. Ogni fattura è valida per un tempo limitato e per l’importo esatto indicato; se scade, creane una nuova.

## Serve aiuto?

Se dopo un’ora un deposito non è ancora arrivato, contatta l’Assistenza clienti indicando la criptovaluta, l’importo e l’ID della transazione (hash) presente nel tuo wallet: lo rintracceremo per te.
`,
};
