import type { PostTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Dimostrabilmente equo: come funziona',
    summary:
      'Come puoi verificare, con il browser o con il nostro verificatore pubblicato, che ogni risultato dei nostri giochi proprietari era stabilito prima della tua puntata, e come ogni gioco trasforma i seed nel suo risultato.',
    meta_description:
      'Dimostrabilmente equo su Satsino: seed vincolati prima che tu scelga il tuo, la formula esatta di ogni gioco, pagamenti al centesimo e catene di crash con il salt di un futuro blocco Bitcoin.',
    body: `Quando giochi in un normale casinò online, devi fidarti che il generatore di numeri casuali sia onesto. Su Satsino non serve: i nostri giochi proprietari sono **dimostrabilmente equi**, e ogni formula qui sotto è, alla lettera, quella con cui il nostro server liquida le puntate.

## Tre ingredienti

- **Il seed del server**: 32 byte casuali scelti da noi. Prima di giocare ne vedi solo l’hash SHA-256, che ci vincola a quel seed senza rivelarlo.
- **Il seed del client**: il tuo. Te ne suggeriamo uno; cambialo con quello che preferisci.
- **Il nonce**: 0 per il primo round di una coppia di seed, poi uno in più per ogni round successivo.

## Vincolato prima che tu scelga

Il pannello Equità mostra l’hash del seed del server in uso *e* l’hash del successivo, prima che tu scelga un seed del client. Cambiare il seed del client o ruotare i seed fa passare esattamente a quel seed vincolato in anticipo e rivela il vecchio, quindi non scegliamo mai un seed del server dopo aver visto il tuo. I seed rivelati restano elencati in “I tuoi seed rivelati” nella [pagina di verifica](/provably-fair).

## Dai seed ai numeri

Ogni round legge i suoi numeri da \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Ogni blocco di 32 byte dà otto float da quattro byte ciascuno, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, compresi tra 0 e 1; il cursore conta i blocchi a partire da 0 e un round usa i float in ordine. È lo schema pubblicato da Stake, e per dadi, limbo, roulette e carte usiamo anche le corrispondenze di Stake, così i calcolatori di Stake danno gli stessi risultati dei nostri.

- **Dadi**: lancio = ⌊float × 10.001⌋ ÷ 100, da 0,00 a 100,00.
- **Limbo**: risultato = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, almeno 1,00 e al massimo 1.000.000.
- **Roulette**: casella = ⌊float × 37⌋.
- **Blackjack**: ogni carta è la voce ⌊float × 52⌋ della tabella ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. I primi due float sono le tue carte, il terzo la carta scoperta del dealer, il quarto la sua carta coperta, poi le carte che chiedi e quelle pescate dal dealer, nell’ordine in cui avvengono.
- **Slot**: rullo per rullo, da sinistra a destra, ogni rullo si ferma su ⌊float × lunghezza del rullo⌋.
- **Ruota della fortuna**: ogni giro si ferma su ⌊float × 54⌋. Uno spicchio ×3 o ×7 fa girare di nuovo la ruota e moltiplica la vincita successiva; al massimo tre giri.

## Pagati al centesimo, in modo equo

Una vincita vale spesso una frazione di centesimo: una puntata di 0,10 a 1,98× vale 19,8 centesimi. Paghiamo i centesimi interi, più un centesimo quando il float successivo (quello dopo quelli usati dal gioco) è inferiore alla frazione, qui 0,8. In media ogni vincita paga esattamente quanto vale, a ogni puntata, e puoi ricalcolare quel centesimo dagli stessi seed.

## Crash: una catena fissata prima di qualsiasi puntata

Tutti i giocatori di un tavolo di crash condividono il round, quindi il crash segue invece lo schema pubblicato da bustabit. Creiamo una catena di hash, ciascuno lo SHA-256 del successivo, e ne pubblichiamo l’ultimo, l’hash finale, insieme al numero di un blocco Bitcoin non ancora minato. Quando quel blocco viene minato, il suo hash diventa il salt della catena; prima di allora il tavolo non è attivo. Round dopo round la catena viene giocata a ritroso, così lo SHA-256 di ogni hash di round rivelato dà quello precedente. Il punto di crash prende i primi 52 bit di \`HMAC_SHA256(salt, game hash)\` come r e vale ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, almeno 1,00. Ogni catena, con il suo blocco e il suo salt, è elencata nella [pagina delle catene di crash](/provably-fair/crash).

## Verificare un round

1. Annota nel pannello Equità del gioco l’hash del seed del server, l’hash del seed successivo e il tuo seed del client.
2. Gioca come al solito.
3. Ruota il seed: il vecchio seed del server viene rivelato, e il suo SHA-256 deve corrispondere all’hash che avevi visto.
4. Apri la [pagina di verifica](/provably-fair), scegli il round dalla tua cronologia e premi Verifica: ottieni esattamente il risultato e il pagamento che avevi visto.

Offline, il nostro verificatore pubblicato fa lo stesso dalla riga di comando: \`npx @satsino/fairness verify\`.

## Che cosa non significa “dimostrabilmente equo”

Dimostra che i risultati non sono stati manipolati, ma non cambia le probabilità. Ogni gioco ha comunque un vantaggio per il banco, indicato nelle sue regole. Gioca per divertirti, fissa dei limiti e consulta la pagina [Gioco responsabile](/policies/responsible-gaming) se il gioco smette di essere un divertimento.`,
  },

  'new-games-this-month': {
    title: 'Novità del mese: tre modi di giocare a crash',
    summary:
      'Crash ora arriva con tre tavoli – Classic, Bull e Sidewinder – ciascuno con la sua catena di hash, il suo ritmo e il suo stile. Ecco cosa cambia.',
    meta_description:
      'Satsino lancia tre tavoli crash con catene di hash dimostrabilmente eque, incasso automatico e un nuovo feed live delle grandi vincite.',
    body: `Crash è il gioco più semplice della lobby e uno dei più avvincenti: un moltiplicatore sale da 1,00× e può fermarsi in qualsiasi momento. Incassa prima del crollo e la tua puntata viene moltiplicata; aspetta troppo e il round è perso. Questo mese arriva in tre versioni.

## Crash Classic

L’originale. I round partono a pochi secondi di distanza l’uno dall’altro, la curva sale in modo fluido e tutti i giocatori al tavolo seguono lo stesso round in diretta. Imposta un **incasso automatico** – per esempio a 2,00× – e il gioco incassa per te nell’istante in cui il moltiplicatore raggiunge quel valore, anche se la connessione cade.

## Crash Bull

Le stesse regole con l’aspetto di un grafico di borsa: candele verdi mentre il moltiplicatore sale, una candela rossa quando crolla. L’intervallo tra un round e l’altro è un po’ più breve, per chi ama un ritmo più veloce.

## Crash Sidewinder

Un tavolo più tranquillo, con una finestra di puntata più lunga: ideale per provare strategie con puntate piccole. Ha la sua catena di seed e il suo storico, quindi i suoi risultati sono indipendenti da quelli degli altri due tavoli.

## Equo per costruzione

Ogni tavolo funziona con la propria **catena di hash** dimostrabilmente equa. Prima del primo round è stata generata una lunga catena di hash ed è stato pubblicato l’hash finale; ogni round rivela l’anello precedente della catena, e chiunque può verificare che l’hash di ciascun anello corrisponda a quello successivo. Una volta creata la catena, nessuno – nemmeno noi – può cambiare il risultato di un round. Scopri di più in [Dimostrabilmente equo: come funziona](/blog/provably-fair-explained).

## Altre novità

- Un **feed live** in home page mostra le ultime puntate di tutto il casinò, gli high roller e le tue puntate.
- Le pagine dei giochi mostrano ora il **ritorno al giocatore** (RTP) e le regole di ogni gioco prima di aprirlo.
- La modalità demo è disponibile su tutti i nostri giochi proprietari, così puoi imparare un gioco prima con denaro virtuale.

Come per ogni gioco, stabilisci la puntata e i tuoi limiti prima di iniziare, e ricorda che un obiettivo di incasso è un piano, non una promessa. Buona fortuna ai tavoli!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Depositi Bitcoin con Lightning: secondi, non blocchi',
    summary:
      'Con Lightning depositi bitcoin in pochi secondi e con una frazione delle commissioni abituali. Che cos’è, come usarlo su Satsino e a cosa fare attenzione.',
    meta_description:
      'Deposita bitcoin tramite Lightning Network su Satsino: accredito quasi immediato, commissioni minime e una guida passo dopo passo.',
    body: `Un normale deposito in Bitcoin deve attendere che la rete lo includa in un blocco e poi le conferme: di solito dieci minuti o più, con commissioni che salgono quando la rete è congestionata. La **Lightning Network** risolve entrambi i problemi, e Satsino la accetta per i depositi.

## Che cos’è Lightning

Lightning è una rete di canali di pagamento costruita sopra Bitcoin. I pagamenti si spostano tra i canali quasi istantaneamente e vengono regolati sulla blockchain principale in un secondo momento, in blocco. Per te significa bitcoin che arrivano in pochi secondi e commissioni che di solito si misurano in pochi satoshi.

## Come depositare con Lightning

1. Apri il **Wallet** e scegli **Bitcoin (Lightning)**.
2. Inserisci l’importo che vuoi depositare – almeno ${amount(f.minDeposit, 'it')} nella valuta del tuo account – e scegli il tuo bonus oppure “Nessun bonus”.
3. Creiamo una **fattura Lightning**: un codice QR e un testo che inizia con \`lnbc\`.
4. Scansionala o incollala in un qualsiasi wallet Lightning e conferma.
5. Il saldo viene accreditato non appena il pagamento è regolato, di solito prima ancora che tu abbia chiuso l’app del wallet.

## Buono a sapersi

- **Le fatture scadono.** Ogni fattura è valida per un tempo limitato e per l’importo esatto indicato. Se scade, creane semplicemente una nuova: una fattura scaduta non può essere pagata.
- **Usa un wallet Lightning.** Un indirizzo Bitcoin on-chain e una fattura Lightning sono cose diverse: un wallet tradizionale non può pagare una fattura. Oggi la maggior parte dei wallet mobili più diffusi supporta Lightning.
- **I bonus funzionano allo stesso modo.** Un deposito Lightning dà diritto agli stessi bonus sul deposito di qualsiasi altro deposito.
- **I prelievi** vengono pagati on-chain nella criptovaluta che scegli, entro i consueti limiti da ${amount(f.withdrawalMin, 'it')} a ${amount(f.withdrawalMax, 'it')} per richiesta.

## Preferisci on-chain?

Nessun problema: il tuo indirizzo Bitcoin on-chain resta disponibile, così come le altre criptovalute che accettiamo (${coinCodes}). Lightning è semplicemente il modo più veloce per depositare. Consulta [Come depositare](/policies/how-to-deposit) per la guida completa.`,
  },

  'vip-programme-explained': {
    title: 'Il nostro programma VIP: quattro livelli, vantaggi chiari',
    summary:
      'Bronzo, Argento, Oro e Platino: come sali di livello, cosa ti offre ciascun livello e perché ogni vantaggio è scritto nero su bianco, con cifre precise.',
    meta_description:
      'I livelli VIP di Satsino spiegati: bonus ricarica, prelievi prioritari, cashback VIP e un VIP manager personale.',
    body: `Molti casinò tengono il loro programma VIP volutamente vago: “premi esclusivi”, “offerte su misura”. Il nostro è scritto nero su bianco, con le cifre, perché pensiamo che tu debba sapere esattamente che cosa ti fa guadagnare il tuo gioco.

## Sei dentro dal primo giorno

Ogni giocatore entra al livello **Bronzo** con il primo deposito. Da lì il tuo livello segue il totale delle tue puntate in denaro reale: ogni puntata conclusa conta per l’intera posta, su qualsiasi gioco.

- **Argento** a ${amount(f.silverWagered, 'it')} puntati
- **Oro** a ${amount(f.goldWagered, 'it')} puntati
- **Platino** a ${amount(f.platinumWagered, 'it')} puntati

(Importi nella valuta del tuo account.) Sali di livello nel momento in cui superi una soglia, e non scendi mai.

## Cosa ti offre ciascun livello

**Bronzo – un bonus ricarica del ${f.vipReload}%.** I tuoi primi quattro depositi includono i bonus sul deposito del nostro pacchetto di benvenuto. Dopodiché, ogni deposito può ricevere un bonus ricarica del ${f.vipReload}%: c’è sempre un’offerta disponibile, oppure nessuna, se preferisci giocare senza bonus.

**Argento – priorità.** I tuoi prelievi passano in cima alla coda di revisione (già oggi in media sotto i ${f.approvalMinutes} minuti) e i tuoi messaggi arrivano a un team di assistenza dedicato.

**Oro – cashback VIP del ${f.goldCashback}%.** Ogni lunedì ricevi il ${f.goldCashback}% delle perdite nette della settimana precedente in denaro reale, senza requisiti di puntata. Si aggiunge alle promozioni di cashback giornaliero e settimanale.

**Platino – cashback VIP del ${f.platinumCashback}% e un manager personale.** Il doppio del cashback Oro, e una persona che conosce il tuo account e può aiutarti in tutto, dalla verifica ai limiti personalizzati.

## Gioco responsabile, a ogni livello

Un livello VIP è un ringraziamento, mai un obiettivo. Non inviamo offerte VIP ai giocatori che hanno impostato dei limiti o si sono autoesclusi, e il tuo VIP manager può aiutarti a impostare dei limiti con la stessa disponibilità con cui ti aiuta in tutto il resto. Il regolamento completo è nella pagina [Programma VIP](/policies/vip).`,
  },

  'responsible-gaming-tips': {
    title: 'Sette abitudini per far sì che il gioco resti un divertimento',
    summary:
      'Abitudini semplici e pratiche che mantengono i giochi da casinò ciò che dovrebbero essere – un intrattenimento – e gli strumenti che ti offriamo quando vuoi un aiuto in più.',
    meta_description:
      'Consigli di gioco responsabile da Satsino: budget, limiti di tempo, pause, limiti di deposito e autoesclusione.',
    body: `Il gioco d’azzardo è un intrattenimento che ha un prezzo, come un concerto o una serata fuori. I giocatori che se lo godono di più nel corso degli anni tendono ad avere alcune abitudini in comune. Eccone sette che vale la pena adottare.

## 1. Stabilisci un budget prima di giocare

Decidi quanto sei disposto a spendere – denaro di cui non sentiresti la mancanza – e fermati quando l’hai esaurito. Un budget fissato in anticipo è molto più facile da rispettare di uno deciso nel bel mezzo di una sessione.

## 2. Fissa anche un limite di tempo

I giochi sono pensati per coinvolgere, e il tempo passa in fretta. Imposta una sveglia, oppure chiedici di inviarti promemoria durante le sessioni.

## 3. Non inseguire mai le perdite

Le serie negative capitano: fanno parte della matematica di ogni gioco. Depositare di nuovo per rifarsi di ciò che si è perso è il modo più comune in cui il divertimento si trasforma in un problema. Accetta la perdita e torna un altro giorno, se ne hai ancora voglia.

## 4. Considera le vincite fortuna, non reddito

Quando vinci, preleva una parte della vincita o tutta. Le vincite che restano nel saldo tendono a essere rigiocate.

## 5. Gioca con la mente lucida

Evita di giocare quando sei turbato, stressato, stanco o hai bevuto. Sono i momenti in cui i limiti vengono dimenticati.

## 6. Mantieni l’equilibrio nella tua vita

Il gioco dovrebbe essere un hobby tra tanti. Se comincia a togliere tempo alla famiglia e agli amici, al lavoro o al sonno, prenditi una pausa.

## 7. Usa gli strumenti, e per tempo

Non serve avere un problema per usare i nostri strumenti. Molti giocatori impostano un limite di deposito fin dal primo giorno, semplicemente perché rende le sessioni più rilassate. Tramite l’Assistenza clienti puoi impostare:

- **limiti di deposito** giornalieri, settimanali o mensili (la riduzione ha effetto immediato, l’aumento dopo 24 ore);
- **periodi di pausa** di 24 ore, una settimana o un mese;
- **l’autoesclusione** per sei mesi, un anno, cinque anni o a tempo indeterminato.

E ricorda che ogni bonus è facoltativo: puoi sempre depositare senza.

## Se non è più un divertimento

Se ti riconosci nei segnali d’allarme – spendi più di quanto avevi previsto, nascondi il tuo gioco, prendi in prestito denaro per giocare – parlane con qualcuno. Il nostro team di assistenza ti aiuterà subito e senza fare domande, e organizzazioni come GamCare, BeGambleAware e Gamblers Anonymous offrono supporto gratuito e riservato. Trovi tutto nella nostra pagina [Gioco responsabile](/policies/responsible-gaming). Satsino è riservato esclusivamente ai giocatori che hanno compiuto ${f.age} anni.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Primi passi con i depositi in criptovalute',
    summary:
      'Paghi in crypto per la prima volta? Quale criptovaluta scegliere, come funzionano indirizzi e reti e come effettuare il tuo primo deposito senza errori.',
    meta_description:
      'Guida per principianti ai depositi crypto su Satsino: scelta della criptovaluta, reti, conferme e deposito minimo.',
    body: `I depositi in criptovalute sono veloci, riservati e disponibili a qualsiasi ora, ma se non hai mai inviato crypto prima d’ora il primo può mettere un po’ di soggezione. Questa guida ti spiega tutto ciò che ti serve.

## Passo zero: procurati delle crypto

Ti serve un wallet o un conto su un exchange con una delle criptovalute che accettiamo: ${coinCodes}. Se non ne hai ancora, usa **Compra crypto** nella cassa per acquistarne con carta tramite il nostro partner di on-ramp: arrivano nel tuo wallet, pronte da depositare.

## Quale criptovaluta usare?

- **Le stablecoin (USDT, USDC)** mantengono un valore stabile vicino a un dollaro USA, quindi ciò che invii è ciò che ricevi: una buona scelta se giochi in USD.
- **Bitcoin** è la criptovaluta più diffusa; con **Lightning** è anche la più veloce ed economica.
- **Litecoin, TRON, XRP e Dogecoin** vengono confermate rapidamente e di solito hanno commissioni di rete basse.
- **Ethereum** è ampiamente supportata, ma le sue commissioni variano molto in base al traffico sulla rete.

Qualunque cosa invii, il tuo saldo Satsino è tenuto nella valuta del tuo account, convertito al tasso del momento in cui il deposito viene confermato.

## Indirizzi e reti

Il tuo indirizzo di deposito è unico e personale: copialo con l’apposito pulsante o scansiona il codice QR. Controlla sempre la **rete**: molti exchange permettono di prelevare lo stesso token su più reti, e quella che scegli deve corrispondere a quella indicata nella nostra cassa. Se è indicato un **tag di destinazione** (XRP), includilo.

## Conferme

Un pagamento sulla blockchain è definitivo quando dopo di esso è stato aggiunto un numero sufficiente di blocchi. La cassa mostra il deposito come in attesa non appena viene rilevato e lo accredita quando ha ricevuto le conferme necessarie, di solito in pochi minuti.

## Il tuo primo deposito

1. Verifica il tuo indirizzo e-mail (i depositi si sbloccano dopo la verifica).
2. Apri il Wallet, scegli una criptovaluta e copia l’indirizzo.
3. Scegli il bonus: il tuo primo deposito dà diritto al bonus di benvenuto del ${f.welcomePercent}% con ${f.freeSpins} giri gratuiti, oppure puoi scegliere di non ricevere alcun bonus.
4. Invia un importo equivalente ad almeno ${amount(f.minDeposit, 'it')} nella valuta del tuo account.
5. Inizia a giocare non appena il deposito viene accreditato.

Per maggiori dettagli leggi [Come depositare](/policies/how-to-deposit), e se qualcosa non ti è chiaro, il nostro team di assistenza è a un clic di distanza.`,
  },
};
