import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Informativa sulla privacy',
  description:
    'Quali dati personali raccoglie Satsino e perché, con chi li condivide, per quanto tempo li conserva e quali diritti hai su di essi.',
  body: `# Informativa sulla privacy

Questa informativa spiega come Satsino tratta i tuoi dati personali quando visiti il sito, apri un account e giochi. Raccogliamo solo ciò che ci serve per gestire un casinò sicuro e conforme alla legge, e non vendiamo mai i tuoi dati.

## I dati che raccogliamo

- **Dati dell’account:** nickname, indirizzo e-mail, password (conservata solo come hash unidirezionale), valuta dell’account e lingua preferita.
- **Dati del profilo e di verifica:** nome, data di nascita, indirizzo e, quando è richiesta la verifica, copie dei documenti d’identità e della prova di residenza o dell’origine dei fondi.
- **Dati delle transazioni:** depositi, prelievi, indirizzi dei wallet, ID delle transazioni sulla blockchain, bonus e ogni puntata con il relativo esito.
- **Dati tecnici:** indirizzo IP, dispositivo e browser di ogni accesso, e una posizione approssimativa (il paese) ricavata da essi. Sono i dati che compongono l’elenco delle sessioni che vedi nelle impostazioni dell’account.
- **Dati dell’assistenza:** le tue conversazioni con l’Assistenza clienti.

## Perché li utilizziamo

- Per fornire il servizio: gestire il tuo account, accreditare i depositi, pagare i prelievi e liquidare le partite.
- Per adempiere agli obblighi di legge: controlli sull’età e sull’identità, monitoraggio antiriciclaggio, conservazione dei dati e gioco responsabile.
- Per mantenere il sito sicuro: individuare frodi, furti di account e abusi dei bonus.
- Per restare in contatto: messaggi di servizio come la verifica dell’e-mail e la reimpostazione della password; comunicazioni di marketing solo se hai dato il tuo consenso, e mai durante un’autoesclusione.

## Con chi li condividiamo

Condividiamo i dati solo quando è necessario per queste finalità: con i fornitori di servizi di pagamento e blockchain che elaborano i tuoi depositi e prelievi, con i fornitori di servizi di verifica dell’identità, con i fornitori di giochi (un ID giocatore pseudonimo, mai i tuoi recapiti), con i nostri fornitori di hosting e di posta elettronica e con le autorità quando la legge lo richiede. Ogni fornitore è vincolato da un contratto a proteggere i tuoi dati e a utilizzarli solo secondo le nostre istruzioni.

## Per quanto tempo li conserviamo

I dati dell’account, delle transazioni e della verifica sono conservati per cinque anni dalla chiusura dell’account, come richiesto dalla normativa antiriciclaggio. I dati delle sessioni sono conservati per 12 mesi. Le conversazioni con l’assistenza sono conservate per due anni. I dati che non ci servono più vengono cancellati o resi anonimi.

## Come li proteggiamo

Il traffico è crittografato, le password sono sottoposte a hashing con un moderno algoritmo ad alto consumo di memoria, i token di accesso sono conservati solo come hash e, all’interno del nostro team, l’accesso ai dati personali è limitato a chi ne ha bisogno. Puoi vedere ogni dispositivo collegato al tuo account e disconnetterne uno qualsiasi.

## Cookie

Utilizziamo un piccolo numero di cookie necessari al funzionamento del sito: \`token\` mantiene attivo il tuo accesso (per 365 giorni se scegli “Ricordami”, altrimenti fino alla chiusura del browser) e \`i18n_redirected\` ricorda la tua lingua per 365 giorni. La scelta del tema viene salvata nella memoria del browser. Non utilizziamo cookie pubblicitari.

## I tuoi diritti

Puoi chiedere una copia dei tuoi dati, ottenere la rettifica dei dati inesatti, opporti al marketing e chiedere la cancellazione o la limitazione del trattamento dei tuoi dati nei casi previsti dalla legge; i dati che dobbiamo conservare a fini antiriciclaggio non possono essere cancellati prima della scadenza del relativo periodo. Contatta l’Assistenza clienti con oggetto “Richiesta privacy”: rispondiamo entro 30 giorni. Hai inoltre il diritto di proporre reclamo all’autorità per la protezione dei dati personali.

## Modifiche

Pubblicheremo ogni modifica a questa informativa su questa pagina e, se si tratta di una modifica rilevante, te ne daremo notizia via e-mail o al tuo accesso successivo.
`,
};
