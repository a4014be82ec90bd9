import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Gioco responsabile',
  description:
    'Il gioco deve restare un divertimento. I limiti, le pause e l’autoesclusione offerti da Satsino, i segnali d’allarme e dove trovare aiuto.',
  body: `# Gioco responsabile

I giochi da casinò sono un intrattenimento, che si paga come qualsiasi altro: il banco ha un vantaggio e, nel tempo, la maggior parte dei giocatori perde più di quanto vince. Gioca con denaro che puoi permetterti di perdere, mai per guadagnare o per rifarti delle perdite. Vogliamo che tu possa goderti Satsino a lungo, e ti diamo gli strumenti per mantenere il controllo.

## Segnali d’allarme

Fermati a riflettere se qualcuna di queste situazioni ti sembra familiare:

- spendi più denaro o più tempo di quanto avevi previsto, o di quanto puoi permetterti;
- insegui le perdite, o depositi di nuovo per recuperare ciò che hai perso;
- prendi denaro in prestito, vendi oggetti o usi soldi destinati alle bollette per giocare;
- il gioco causa discussioni, oppure lo nascondi alle persone a te vicine;
- ti senti ansioso, irritabile o giù di morale quando non giochi.

## Gli strumenti che offriamo

Contatta l’Assistenza clienti tramite la chat dal vivo per attivare uno qualsiasi di questi strumenti; diventano effettivi non appena confermati.

- **Limiti di deposito** giornalieri, settimanali o mensili. La riduzione di un limite ha effetto immediato; l’aumento ha effetto solo dopo 24 ore, così la decisione non viene mai presa sull’onda del momento.
- **Promemoria di perdita e di sessione** che ti indicano da quanto tempo stai giocando e quanto hai vinto o perso.
- **Pausa:** uno stop di 24 ore, una settimana o un mese, durante il quale non puoi accedere per giocare.
- **Autoesclusione** per sei mesi, un anno, cinque anni o a tempo indeterminato. Il tuo account viene chiuso per l’intero periodo, l’eventuale saldo residuo ti viene pagato e non ricevi comunicazioni di marketing. Un’autoesclusione non può essere ridotta né revocata prima della scadenza.

I bonus non ti obbligano mai a continuare a giocare: puoi rifiutare qualsiasi bonus e depositare sempre senza.

## Tutela dei minori

Ai minori di ${f.age} anni è vietato giocare su Satsino. Verifichiamo l’età ogni volta che sorge un dubbio e chiudiamo gli account intestati a minori. Se dei bambini usano il tuo dispositivo, non rivelare la tua password, esci dall’account dopo aver giocato e valuta l’uso di un software di parental control che blocchi i siti di gioco.

## Consigli per giocare in sicurezza

- Prima di iniziare, decidi quanto spenderai e per quanto tempo giocherai, e smetti quando raggiungi uno dei due limiti.
- Non giocare mai quando sei turbato, stanco o sotto l’effetto dell’alcol.
- Considera le vincite un extra, non un reddito, e prelevale.
- Fai pause regolari e alterna il gioco ad altre attività.

## Dove trovare aiuto

Se il gioco ti sta causando problemi, parlarne aiuta. Queste organizzazioni offrono supporto gratuito e riservato:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) – incontri e supporto in tutto il mondo.
- [GamCare](https://www.gamcare.org.uk) – consulenza e supporto psicologico.
- [BeGambleAware](https://www.begambleaware.org) – informazioni e una linea di assistenza telefonica.

Il nostro team di Assistenza clienti è formato per aiutarti: se ci dici che sei preoccupato per il tuo modo di giocare, imposteremo dei limiti o chiuderemo il tuo account immediatamente, senza chiederti di giustificarti.
`,
};
