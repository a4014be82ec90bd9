import type { PageTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../../figures.js';

export const vip: PageTranslation = {
  title: 'Programma VIP',
  description:
    'Quattro livelli VIP – Bronzo, Argento, Oro e Platino – con bonus ricarica, prelievi prioritari, cashback VIP e un manager personale.',
  body: `# Programma VIP

Ogni giocatore di Satsino fa parte del programma VIP fin dal primo deposito. Più giochi, più alto è il tuo livello, e ogni livello mantiene i vantaggi di quelli inferiori.

## I livelli

| Livello | Si raggiunge con (totale puntato) | Vantaggi |
|---|---|---|
| **Bronzo** | il tuo primo deposito | Bonus ricarica del ${f.vipReload}% su ogni deposito dopo il quarto |
| **Argento** | ${amount(f.silverWagered, 'it')} | Prelievi prioritari e una coda di assistenza dedicata |
| **Oro** | ${amount(f.goldWagered, 'it')} | Cashback VIP del ${f.goldCashback}% ogni settimana |
| **Platino** | ${amount(f.platinumWagered, 'it')} | Cashback VIP del ${f.platinumCashback}% e un VIP manager personale |

Gli importi sono espressi nella valuta del tuo account (USD o EUR).

## Come viene calcolato il tuo livello

Il tuo livello segue l’importo totale che hai puntato in denaro reale dall’iscrizione: ogni puntata conclusa conta per l’intera posta, qualunque sia il gioco. Le puntate effettuate con fondi bonus e le puntate annullate o rimborsate non vengono conteggiate. I tuoi progressi sono visibili nel tuo account alla voce **VIP**, e sali di livello non appena raggiungi una soglia. I livelli raggiunti non vengono mai tolti.

## I vantaggi nel dettaglio

**Bonus ricarica (da Bronzo in su).** I tuoi primi quattro depositi includono i bonus sul deposito del nostro pacchetto di benvenuto. Dal quinto deposito in poi, ogni deposito di almeno ${amount(f.minDeposit, 'it')} può ricevere un bonus ricarica del ${f.vipReload}% fino a ${amount(f.bonusMax, 'it')}, con il consueto requisito di puntata ${f.wagering}×. Come sempre, puoi scegliere di non ricevere alcun bonus.

**Prelievi prioritari (da Argento in su).** I tuoi prelievi passano in cima alla coda di revisione e i tuoi messaggi arrivano a un team dedicato.

**Cashback VIP (Oro e Platino).** Ogni lunedì ti paghiamo il ${f.goldCashback}% (Oro) o il ${f.platinumCashback}% (Platino) delle tue perdite nette della settimana precedente, in denaro reale e senza requisiti di puntata. Si aggiunge alle nostre promozioni di cashback giornaliero e settimanale.

**VIP manager personale (Platino).** Una persona che conosce il tuo account, raggiungibile tramite il canale che preferisci, in grado di organizzare limiti personalizzati, una verifica più rapida e inviti a eventi speciali.

## Gioco leale

I vantaggi VIP sono riservati ai giocatori che giocano per svago. Le puntate generate tramite abuso dei bonus, collusione o gioco automatizzato non vengono conteggiate e possono comportare l’azzeramento dei tuoi progressi. Se hai impostato limiti di deposito o ti sei autoescluso, non ti contatteremo mai con offerte VIP.
`,
};
