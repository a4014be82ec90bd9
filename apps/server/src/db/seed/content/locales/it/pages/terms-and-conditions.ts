import type { PageTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../../figures.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Termini e condizioni',
  description:
    'L’accordo tra te e Satsino: chi può giocare, come funzionano account, depositi, prelievi, bonus e giochi, e cosa succede in caso di problemi.',
  body: `# Termini e condizioni

I presenti Termini e condizioni (“Termini”) costituiscono l’accordo tra te e Satsino (“noi”) per l’utilizzo di questo sito web e dei suoi giochi. Creando un account li accetti, insieme alla nostra [Informativa sulla privacy](/policies/privacy-policy), alla nostra [Politica antiriciclaggio](/policies/aml-policy) e alla nostra politica di [Gioco responsabile](/policies/responsible-gaming), che fanno parte integrante dei presenti Termini.

## 1. Chi può giocare

- Devi avere almeno ${f.age} anni, o di più se lo richiede la legge del luogo in cui risiedi. Possiamo chiederti in qualsiasi momento una prova della tua età; gli account intestati a minori vengono chiusi e le relative puntate annullate.
- Il gioco online deve essere legale nel luogo in cui ti trovi. Blocchiamo l’accesso dai paesi in cui non offriamo i nostri servizi; aggirare tali blocchi (per esempio con una VPN) costituisce una violazione dei presenti Termini.
- Puoi essere titolare di un solo account. Gli account duplicati verranno chiusi e i bonus e le vincite ottenuti tramite essi annullati.
- Giochi per te stesso, con fondi tuoi, non per conto di altri né nell’ambito di un’attività commerciale.

## 2. Il tuo account

- Registrati con dati corretti e mantienili aggiornati. Devi verificare il tuo indirizzo e-mail prima di poter depositare o prelevare.
- Mantieni segreta la tua password. Sei responsabile delle attività svolte sul tuo account, a meno che tu non ci comunichi tempestivamente che qualcun altro vi ha avuto accesso. Le impostazioni dell’account elencano tutti i dispositivi collegati, e puoi terminare qualsiasi sessione.
- Alcune modifiche all’account e alcune transazioni richiedono la verifica dell’identità (“KYC”): un documento d’identità e, quando la nostra [Politica antiriciclaggio](/policies/aml-policy) lo prevede, una prova di residenza e dell’origine dei tuoi fondi. Fino al completamento dei controlli possiamo trattenere i prelievi.
- Il tuo saldo è tenuto nella valuta del tuo account (USD o EUR); i depositi vengono convertiti al tasso del momento in cui sono confermati.

## 3. Depositi

- Accettiamo ${coins}. Bitcoin può essere inviato anche tramite la Lightning Network.
- Il deposito minimo è di ${amount(f.minDeposit, 'it')} nella valuta del tuo account. Un pagamento inferiore viene accreditato solo quando la somma dei tuoi depositi in attesa raggiunge il minimo.
- Invia ciascuna criptovaluta solo sulla rete indicata accanto al relativo indirizzo di deposito. Le criptovalute inviate all’indirizzo sbagliato, sulla rete sbagliata o come token non supportato possono andare perse, e non sempre siamo in grado di recuperarle.
- Un deposito viene accreditato dopo le conferme richieste dalla rete. Le criptovalute acquistate con carta tramite il servizio di on-ramp presente nella cassa sono soggette ai termini di tale fornitore.
- I depositi devono provenire da un wallet sotto il tuo controllo, con fondi di origine lecita.

## 4. Prelievi

- Puoi prelevare da ${amount(f.withdrawalMin, 'it')} a ${amount(f.withdrawalMax, 'it')} nella valuta del tuo account per richiesta, salvo diversi limiti indicati dalla cassa per la criptovaluta scelta. Possono essere prelevate solo le criptovalute contrassegnate come disponibili per il prelievo.
- Può essere in attesa un solo prelievo alla volta, e puoi annullarlo finché è in attesa. I prelievi vengono esaminati in media in meno di ${f.approvalMinutes} minuti, a cui si aggiunge il tempo delle conferme di rete.
- La commissione di rete viene detratta dall’importo inviato. L’importo in criptovaluta è calcolato al tasso del momento in cui il prelievo viene elaborato, che può differire da quello visualizzato al momento della richiesta.
- Non puoi prelevare mentre un bonus è attivo e il relativo requisito di puntata non è stato completato (vedi la sezione 5). Possiamo chiederti di completare la verifica prima di pagare un prelievo, ed effettuiamo pagamenti solo al giocatore, mai a terzi.

## 5. Bonus e promozioni

- I bonus sono facoltativi. Scegli se riceverne uno al momento del deposito, e puoi sempre scegliere di non ricevere alcun bonus. La pagina di ciascuna promozione ne indica i termini; se differiscono da quanto previsto in questa sezione, prevalgono i termini della promozione.
- Salvo diversa indicazione della promozione, i fondi bonus devono essere puntati ${f.wagering} volte (${f.wagering}×) entro ${f.bonusDays} giorni prima che essi e le relative vincite diventino prelevabili, e nessuna singola puntata può superare ${amount(f.maxBet, 'it')} nella valuta del tuo account finché il requisito di puntata è in corso. Le vincite dei giri gratuiti vengono accreditate come fondi bonus con requisito di puntata ${f.spinWagering}×.
- Può essere attivo un solo bonus alla volta. Il denaro reale viene sempre giocato prima dei fondi bonus.
- Quando un bonus scade o viene annullato, i fondi bonus residui e le relative vincite vengono rimossi; il denaro che hai depositato non viene mai rimosso.
- I bonus sono destinati ai giocatori che giocano per svago. L’abuso dei bonus – account duplicati, gioco coordinato, schemi di puntata a basso rischio finalizzati unicamente a soddisfare il requisito di puntata o lo sfruttamento di un errore – comporta la rimozione del bonus e delle relative vincite e può comportare la chiusura dell’account.

## 6. Giochi ed equità

- I nostri giochi proprietari sono dimostrabilmente equi: prima di ogni round puoi vedere un hash crittografico del seed del server, puoi impostare il tuo seed del client e, dopo la rotazione del seed, puoi verificare tu stesso ogni risultato. I giochi di terze parti sono certificati dai rispettivi fornitori.
- Le regole del gioco e il ritorno al giocatore (RTP) sono indicati nel gioco. Un malfunzionamento annulla tutte le giocate e le vincite interessate; se un gioco si interrompe durante un round, il round viene liquidato in base ai registri del gioco oppure la puntata viene rimborsata.
- Un errore evidente (per esempio un difetto di visualizzazione) non dà diritto a vincite che le regole del gioco non prevederebbero.

## 7. Gioco responsabile

Il gioco deve restare un divertimento. Puoi impostare limiti, prenderti una pausa o autoescluderti in qualsiasi momento: consulta [Gioco responsabile](/policies/responsible-gaming). Un’autoesclusione non può essere revocata prima della scadenza del relativo periodo, e per tutta la sua durata non ti invieremo comunicazioni di marketing.

## 8. Comportamenti vietati

Non puoi utilizzare il sito per il riciclaggio di denaro o per qualsiasi altro reato; utilizzare fondi rubati o di terzi; colludere con altri giocatori; utilizzare bot o software che giocano al posto tuo; interferire con il sito o con la sua sicurezza; né mancare di rispetto al nostro personale. Possiamo sospendere un account durante un’indagine, annullare puntate e vincite ottenute in violazione dei presenti Termini e segnalare i reati sospetti.

## 9. Chiusura dell’account

Puoi chiudere il tuo account in qualsiasi momento tramite l’Assistenza clienti; il saldo in denaro reale ti viene pagato dopo i consueti controlli. Possiamo chiudere un account in caso di violazione dei presenti Termini, oppure dopo 12 mesi di inutilizzo, previo avviso e pagamento dell’eventuale saldo.

## 10. Responsabilità

Non siamo responsabili delle perdite causate da eventi al di fuori del nostro controllo, come interruzioni di rete, congestione della blockchain o guasti di servizi di terze parti, né delle perdite indirette. Nessuna disposizione dei presenti Termini limita la responsabilità che la legge non ci consente di limitare.

## 11. Reclami e modifiche

Se qualcosa va storto, contatta l’Assistenza clienti tramite la chat dal vivo o la [pagina di assistenza](/customersupport). Rispondiamo ai reclami entro 14 giorni. Possiamo modificare i presenti Termini; le modifiche sostanziali vengono annunciate sul sito prima della loro entrata in vigore, e se continui a giocare dopo tale data le accetti. I presenti Termini sono redatti in inglese; la traduzione è fornita per comodità e, in caso di discrepanze, prevale la versione inglese.
`,
};
