import type { PostTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;
const spinValue = Number(f.spinValue).toLocaleString('it', { minimumFractionDigits: 2 });

/** I termini comuni a tutti i bonus sul deposito, scritti una volta e ripetuti dove servono. */
const bonusTerms = `- Deposito minimo ${amount(f.minDeposit, 'it')}; bonus fino a ${amount(f.bonusMax, 'it')} per deposito.
- Punta l’importo del bonus ${f.wagering} volte (${f.wagering}×) entro ${f.bonusDays} giorni; fino ad allora i fondi bonus e le relative vincite non possono essere prelevati.
- Puntata massima di ${amount(f.maxBet, 'it')} finché il requisito di puntata non è soddisfatto. Il denaro reale viene sempre giocato prima dei fondi bonus.
- Un solo bonus attivo alla volta. I bonus sono facoltativi: puoi sempre scegliere “Nessun bonus”.
- Gli importi sono espressi nella valuta del tuo account (USD o EUR). Si applicano i nostri [Termini e condizioni](/policies/terms-and-conditions).`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Bonus di benvenuto: ${f.welcomePercent}% fino a ${amount(f.welcomeMax, 'it')} + ${f.freeSpins} giri gratuiti`,
    summary: `Il tuo primo deposito viene maggiorato del ${f.welcomePercent}% fino a ${amount(f.welcomeMax, 'it')}, con in più ${f.freeSpins} giri gratuiti.`,
    meta_description: `Bonus di benvenuto Satsino: il ${f.welcomePercent}% del tuo primo deposito in crypto fino a ${amount(f.welcomeMax, 'it')}, più ${f.freeSpins} giri gratuiti.`,
    body: `Ti diamo il benvenuto su Satsino. Effettua il tuo primo deposito e ti aggiungiamo un bonus pari al **${f.welcomePercent}%** dell’importo – fino a **${amount(f.welcomeMax, 'it')}** – più **${f.freeSpins} giri gratuiti**.

## Come funziona

1. Registrati e verifica il tuo indirizzo e-mail.
2. Apri il Wallet, scegli una criptovaluta e seleziona **Bonus di benvenuto** come bonus.
3. Deposita almeno ${amount(f.minDeposit, 'it')}. Con un deposito di ${amount(f.minDeposit, 'it')} ricevi ${amount((f.minDeposit * f.welcomePercent) / 100, 'it')} in fondi bonus; depositando ${amount((f.welcomeMax * 100) / f.welcomePercent, 'it')} o più ricevi l’intero importo di ${amount(f.welcomeMax, 'it')}.
4. Il bonus e i giri gratuiti vengono accreditati non appena il deposito è confermato.

## Giri gratuiti

I ${f.freeSpins} giri gratuiti si giocano sulla slot proprietaria in evidenza indicata insieme al bonus, con un valore di ${spinValue} per giro. Sono validi per ${f.spinDays} giorni; le relative vincite vengono accreditate come fondi bonus con requisito di puntata ${f.spinWagering}×.

## Termini

${bonusTerms}
- Il bonus di benvenuto è disponibile solo sul primo deposito, una sola volta per giocatore, nucleo familiare e wallet.

Il bonus di benvenuto è il primo passo dei nostri [bonus sul deposito](/promotions/deposit-bonus): anche il secondo, il terzo e il quarto deposito ti danno diritto a un bonus.`,
  },

  'deposit-bonus': {
    title: `Bonus sui primi quattro depositi: ${first}%, ${second}%, ${third}%, ${fourth}%`,
    summary: `Quattro depositi, quattro bonus: ${first}% (con ${f.freeSpins} giri gratuiti), poi ${second}%, ${third}% e ${fourth}%, ciascuno fino a ${amount(f.bonusMax, 'it')}.`,
    meta_description: `Bonus sul deposito Satsino: ${first}%, ${second}%, ${third}% e ${fourth}% sui tuoi primi quattro depositi in crypto, ciascuno fino a ${amount(f.bonusMax, 'it')}.`,
    body: `Il nostro pacchetto di benvenuto copre i tuoi primi quattro depositi. Ognuno ha il suo bonus, e ogni volta sei tu a decidere se accettarlo.

| Deposito | Bonus | Fino a |
|---|---|---|
| 1° | **${first}%** + ${f.freeSpins} giri gratuiti | ${amount(f.bonusMax, 'it')} |
| 2° | **${second}%** | ${amount(f.bonusMax, 'it')} |
| 3° | **${third}%** | ${amount(f.bonusMax, 'it')} |
| 4° | **${fourth}%** | ${amount(f.bonusMax, 'it')} |

## Scegliere il bonus

Quando depositi, la cassa ti mostra il bonus a cui dà diritto il tuo deposito e un calcolatore con l’importo che riceverai. Selezionalo, oppure scegli **Nessun bonus** se preferisci giocare senza requisiti di puntata, per esempio se pensi di prelevare a breve. Un deposito effettuato senza il relativo bonus conta comunque come uno dei quattro.

## Dopo il quarto deposito

Dal quinto deposito in poi subentra il programma VIP: ogni deposito può ricevere un **bonus ricarica del ${f.vipReload}%** fino a ${amount(f.bonusMax, 'it')}. Scopri di più nella pagina [Programma VIP](/policies/vip).

## Termini

${bonusTerms}
- Ogni bonus sul deposito va scelto al momento del deposito; non può essere aggiunto in seguito.`,
  },

  'weekly-cashback': {
    title: `Cashback settimanale: dal ${f.weeklyMin}% al ${f.weeklyMax}% delle tue perdite nette`,
    summary: `Ogni lunedì ti restituiamo dal ${f.weeklyMin}% al ${f.weeklyMax}% delle perdite nette della settimana precedente: più giochi, più alta è la percentuale.`,
    meta_description: `Cashback settimanale Satsino: dal ${f.weeklyMin}% al ${f.weeklyMax}% delle perdite nette settimanali, accreditato ogni lunedì con requisito di puntata ${f.weeklyWagering}×.`,
    body: `Una settimana in perdita fa parte del gioco. Con il cashback settimanale ti costa meno: ogni lunedì ti restituiamo una parte delle perdite nette della settimana precedente, da lunedì a domenica (UTC).

## La tua percentuale

| Perdite nette della settimana | Cashback |
|---|---|
| da ${amount(tierLow.minNetLoss, 'it')} | **${tierLow.percent}%** |
| da ${amount(tierMid.minNetLoss, 'it')} | **${tierMid.percent}%** |
| da ${amount(tierHigh.minNetLoss, 'it')} | **${tierHigh.percent}%** |

Le perdite nette sono le tue puntate in denaro reale meno le vincite in denaro reale della settimana; le puntate effettuate con fondi bonus non vengono conteggiate.

## Si somma al cashback giornaliero

Ricevi già ogni giorno il nostro [cashback giornaliero](/promotions/daily-cashback). Il cashback settimanale lo integra: calcoliamo la tua percentuale settimanale sulle perdite nette dell’intera settimana e sottraiamo il cashback giornaliero già ricevuto per quei giorni, così la stessa perdita non viene mai rimborsata due volte.

## Esempio

Nel corso della settimana registri una perdita netta di ${amount(1_200, 'it')}, che ti colloca nella fascia del ${tierMid.percent}%: ${amount((1_200 * tierMid.percent) / 100, 'it')}. Se durante la settimana hai già ricevuto ${amount(60, 'it')} di cashback giornaliero, il tuo cashback settimanale è di ${amount((1_200 * tierMid.percent) / 100 - 60, 'it')}.

## Termini

- Accreditato automaticamente ogni lunedì come fondi bonus con requisito di puntata ${f.weeklyWagering}×, valido per 7 giorni.
- Perdita netta minima di ${amount(tierLow.minNetLoss, 'it')} nella settimana.
- I membri VIP Oro e Platino ricevono in più il proprio cashback VIP, in denaro reale.
- Gli importi sono espressi nella valuta del tuo account. Si applicano i nostri [Termini e condizioni](/policies/terms-and-conditions).`,
  },

  'daily-cashback': {
    title: `Cashback giornaliero: il ${f.daily}% indietro, ogni giorno`,
    summary: `Giornata storta? Il giorno dopo ti restituiamo il ${f.daily}% delle tue perdite nette, con un requisito di puntata di appena ${f.dailyWagering}×.`,
    meta_description: `Cashback giornaliero Satsino: il ${f.daily}% delle tue perdite nette giornaliere, accreditato ogni giorno con requisito di puntata ${f.dailyWagering}×.`,
    body: `Ogni giorno esaminiamo il tuo gioco del giorno precedente (dalle 00:00 alle 24:00 UTC) e, se l’hai chiuso in perdita netta, te ne restituiamo il **${f.daily}%** come cashback.

## Come funziona

- La perdita netta è data dalle tue puntate in denaro reale meno le vincite in denaro reale della giornata.
- Se è pari o superiore a ${amount(f.dailyMinLoss, 'it')}, il ${f.daily}% viene accreditato sul tuo saldo bonus la mattina successiva.
- Puntalo una sola volta (${f.dailyWagering}×) e diventa denaro reale che puoi prelevare.

## Esempio

Martedì giochi e chiudi la giornata con una perdita di ${amount(250, 'it')}. Mercoledì mattina ricevi ${amount((250 * f.daily) / 100, 'it')} di cashback. Puntalo una volta ed è tuo: puoi tenerlo o prelevarlo.

## Termini

- Nessuna adesione richiesta: ogni giocatore verificato con una perdita netta lo riceve automaticamente.
- Il cashback è valido per 7 giorni dall’accredito.
- Le puntate effettuate con fondi bonus non contano ai fini delle perdite nette.
- Il [cashback settimanale](/promotions/weekly-cashback) detrae il cashback giornaliero già ricevuto, così le perdite non vengono mai rimborsate due volte.
- Gli importi sono espressi nella valuta del tuo account. Si applicano i nostri [Termini e condizioni](/policies/terms-and-conditions).`,
  },

  'vip-club': {
    title: 'Club VIP: Bronzo, Argento, Oro e Platino',
    summary: `Quattro livelli con vantaggi concreti: bonus ricarica del ${f.vipReload}%, prelievi prioritari, cashback VIP fino al ${f.platinumCashback}% e un VIP manager personale.`,
    meta_description: `Il Club VIP di Satsino: bonus ricarica del ${f.vipReload}%, prelievi prioritari, cashback VIP dal ${f.goldCashback}% al ${f.platinumCashback}% e un manager personale.`,
    body: `Ogni deposito che effettui e ogni puntata che piazzi ti fanno salire nel nostro Club VIP. Entri al livello Bronzo con il primo deposito, e ogni livello aggiunge nuovi vantaggi a quelli dei livelli precedenti.

| Livello | Totale puntato | Cosa ottieni |
|---|---|---|
| **Bronzo** | primo deposito | Bonus ricarica del ${f.vipReload}% su ogni deposito dopo il quarto |
| **Argento** | ${amount(f.silverWagered, 'it')} | + prelievi prioritari e una coda di assistenza dedicata |
| **Oro** | ${amount(f.goldWagered, 'it')} | + cashback VIP del ${f.goldCashback}% ogni settimana |
| **Platino** | ${amount(f.platinumWagered, 'it')} | + cashback VIP del ${f.platinumCashback}% e un VIP manager personale |

## Cashback VIP

Ogni lunedì i membri Oro e Platino ricevono il ${f.goldCashback}% o il ${f.platinumCashback}% delle perdite nette della settimana precedente, pagato in **denaro reale e senza requisiti di puntata**, in aggiunta alle nostre promozioni di cashback giornaliero e settimanale.

## Termini

- Il livello dipende dal totale delle tue puntate in denaro reale dall’iscrizione, nella valuta del tuo account, e non viene mai abbassato.
- Il bonus ricarica segue i nostri consueti termini dei bonus: deposito minimo ${amount(f.minDeposit, 'it')}, fino a ${amount(f.bonusMax, 'it')}, requisito di puntata ${f.wagering}× entro ${f.bonusDays} giorni.
- Le puntate generate tramite abuso dei bonus non vengono conteggiate.

Leggi il regolamento completo nella pagina [Programma VIP](/policies/vip).`,
  },
};
