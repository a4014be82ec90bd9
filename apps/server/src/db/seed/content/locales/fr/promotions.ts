import type { PostTranslation } from '@satsino/contract/content';
import { figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';
import { amount, spinValue } from './format.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Dépôt minimum de ${amount(f.minDeposit)} ; bonus jusqu’à ${amount(f.bonusMax)} par dépôt.
- Misez le bonus ${f.wagering} fois (x${f.wagering}) dans un délai de ${f.bonusDays} jours ; d’ici là, les fonds bonus et les gains associés ne peuvent pas être retirés.
- Mise maximale de ${amount(f.maxBet)} tant que les conditions de mise ne sont pas remplies. L’argent réel est joué avant les fonds bonus.
- Un seul bonus actif à la fois. Les bonus sont facultatifs : vous pouvez toujours choisir « Sans bonus ».
- Montants exprimés dans la devise de votre compte (USD ou EUR). Nos [Conditions générales](/policies/terms-and-conditions) s’appliquent.`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Bonus de bienvenue : ${f.welcomePercent} % jusqu’à ${amount(f.welcomeMax)} + ${f.freeSpins} tours gratuits`,
    summary: `Nous ajoutons ${f.welcomePercent} % à votre premier dépôt, jusqu’à ${amount(f.welcomeMax)}, et vous offrons en plus ${f.freeSpins} tours gratuits.`,
    meta_description: `Bonus de bienvenue Satsino : ${f.welcomePercent} % de votre premier dépôt en crypto jusqu’à ${amount(f.welcomeMax)}, plus ${f.freeSpins} tours gratuits.`,
    body: `Bienvenue sur Satsino. Effectuez votre premier dépôt et nous y ajoutons **${f.welcomePercent} %** en bonus – jusqu’à **${amount(f.welcomeMax)}** –, plus **${f.freeSpins} tours gratuits**.

## Comment ça marche

1. Inscrivez-vous et vérifiez votre adresse e-mail.
2. Ouvrez le Portefeuille, choisissez une cryptomonnaie et sélectionnez **Bonus de bienvenue** comme bonus.
3. Déposez au moins ${amount(f.minDeposit)}. Pour un dépôt de ${amount(f.minDeposit)}, vous recevez ${amount((f.minDeposit * f.welcomePercent) / 100)} en fonds bonus ; à partir de ${amount((f.welcomeMax * 100) / f.welcomePercent)} déposés, vous recevez les ${amount(f.welcomeMax)} complets.
4. Votre bonus et vos tours gratuits sont crédités dès que votre dépôt est confirmé.

## Tours gratuits

Les ${f.freeSpins} tours gratuits se jouent sur la machine à sous maison mise en avant avec le bonus, à ${spinValue} par tour. Ils sont valables ${f.spinDays} jours ; leurs gains sont crédités en fonds bonus, avec des conditions de mise de x${f.spinWagering}.

## Conditions

${bonusTerms}
- Le bonus de bienvenue s’applique uniquement à votre premier dépôt, une seule fois par joueur, par foyer et par portefeuille.

Le bonus de bienvenue est la première étape de nos [bonus de dépôt](/promotions/deposit-bonus) : vos deuxième, troisième et quatrième dépôts sont eux aussi récompensés.`,
  },

  'deposit-bonus': {
    title: `Des bonus sur vos quatre premiers dépôts : ${first} %, ${second} %, ${third} %, ${fourth} %`,
    summary: `Quatre dépôts, quatre bonus : ${first} % (avec ${f.freeSpins} tours gratuits), puis ${second} %, ${third} % et ${fourth} %, chacun jusqu’à ${amount(f.bonusMax)}.`,
    meta_description: `Bonus de dépôt Satsino : ${first} %, ${second} %, ${third} % et ${fourth} % sur vos quatre premiers dépôts en crypto, chacun jusqu’à ${amount(f.bonusMax)}.`,
    body: `Notre offre de bienvenue couvre vos quatre premiers dépôts. Chacun est accompagné de son propre bonus, et c’est vous qui décidez à chaque fois de le prendre ou non.

| Dépôt | Bonus | Jusqu’à |
|---|---|---|
| 1er | **${first} %** + ${f.freeSpins} tours gratuits | ${amount(f.bonusMax)} |
| 2e | **${second} %** | ${amount(f.bonusMax)} |
| 3e | **${third} %** | ${amount(f.bonusMax)} |
| 4e | **${fourth} %** | ${amount(f.bonusMax)} |

## Choisir votre bonus

Au moment du dépôt, la caisse affiche le bonus auquel votre dépôt donne droit, ainsi qu’un calculateur indiquant le montant que vous recevrez. Sélectionnez-le, ou choisissez **Sans bonus** si vous préférez jouer sans conditions de mise – par exemple si vous comptez retirer bientôt. Un dépôt effectué sans son bonus compte tout de même comme l’un de vos quatre.

## Après le quatrième dépôt

À partir de votre cinquième dépôt, le programme VIP prend le relais : chaque dépôt peut bénéficier d’un **bonus de recharge de ${f.vipReload} %** jusqu’à ${amount(f.bonusMax)}. Voir le [Programme VIP](/policies/vip).

## Conditions

${bonusTerms}
- Chaque bonus de dépôt doit être choisi au moment du dépôt ; il ne peut pas être ajouté après coup.`,
  },

  'weekly-cashback': {
    title: `Cashback hebdomadaire : de ${f.weeklyMin} % à ${f.weeklyMax} % de vos pertes nettes`,
    summary: `Chaque lundi, récupérez de ${f.weeklyMin} % à ${f.weeklyMax} % de vos pertes nettes de la semaine précédente : plus vous avez joué, plus le taux est élevé.`,
    meta_description: `Cashback hebdomadaire Satsino : de ${f.weeklyMin} % à ${f.weeklyMax} % de vos pertes nettes de la semaine, crédité chaque lundi avec des conditions de mise de x${f.weeklyWagering}.`,
    body: `Une semaine perdante fait partie du jeu. Avec le cashback hebdomadaire, elle vous coûte moins cher : chaque lundi, nous vous reversons une partie de vos pertes nettes de la semaine précédente, du lundi au dimanche (UTC).

## Votre taux

| Pertes nettes de la semaine | Cashback |
|---|---|
| à partir de ${amount(tierLow.minNetLoss)} | **${tierLow.percent} %** |
| à partir de ${amount(tierMid.minNetLoss)} | **${tierMid.percent} %** |
| à partir de ${amount(tierHigh.minNetLoss)} | **${tierHigh.percent} %** |

Vos pertes nettes correspondent à vos mises en argent réel moins vos gains en argent réel de la semaine ; les mises placées avec des fonds bonus ne sont pas prises en compte.

## Cumulable avec le cashback quotidien

Vous recevez déjà chaque jour notre [cashback quotidien](/promotions/daily-cashback). Le cashback hebdomadaire vient le compléter : nous calculons votre taux hebdomadaire sur les pertes nettes de toute la semaine et déduisons le cashback quotidien déjà reçu pour ces jours-là, afin qu’une même perte ne soit jamais remboursée deux fois.

## Exemple

Vous perdez ${amount(1_200)} net sur la semaine, ce qui vous place dans la tranche à ${tierMid.percent} % : ${amount((1_200 * tierMid.percent) / 100)}. Si vous avez déjà reçu ${amount(60)} de cashback quotidien pendant la semaine, votre cashback hebdomadaire s’élève à ${amount((1_200 * tierMid.percent) / 100 - 60)}.

## Conditions

- Crédité automatiquement chaque lundi en fonds bonus, avec des conditions de mise de x${f.weeklyWagering}, et valable 7 jours.
- Perte nette minimale de ${amount(tierLow.minNetLoss)} sur la semaine.
- Les membres VIP Or et Platine reçoivent en plus leur cashback VIP, en argent réel.
- Montants exprimés dans la devise de votre compte. Nos [Conditions générales](/policies/terms-and-conditions) s’appliquent.`,
  },

  'daily-cashback': {
    title: `Cashback quotidien : ${f.daily} % remboursés, chaque jour`,
    summary: `Mauvaise journée ? Récupérez ${f.daily} % de vos pertes nettes dès le lendemain, avec des conditions de mise de seulement x${f.dailyWagering}.`,
    meta_description: `Cashback quotidien Satsino : ${f.daily} % de vos pertes nettes de la journée, crédité chaque jour avec des conditions de mise de x${f.dailyWagering}.`,
    body: `Chaque jour, nous examinons votre jeu de la veille (de 0 h à 24 h UTC) et, si vous avez terminé la journée en perte nette, nous vous en reversons **${f.daily} %** sous forme de cashback.

## Comment ça marche

- Votre perte nette correspond à vos mises en argent réel moins vos gains en argent réel de la journée.
- Si elle atteint ${amount(f.dailyMinLoss)} ou plus, ${f.daily} % de cette perte sont crédités sur votre solde bonus le lendemain matin.
- Misez ce montant une seule fois (x${f.dailyWagering}) et il devient de l’argent réel que vous pouvez retirer.

## Exemple

Vous jouez le mardi et terminez la journée avec ${amount(250)} de pertes. Le mercredi matin, vous recevez ${amount((250 * f.daily) / 100)} de cashback. Misez-le une fois et il est à vous : à garder ou à retirer.

## Conditions

- Aucune inscription nécessaire : tout joueur vérifié en perte nette le reçoit automatiquement.
- Le cashback est valable 7 jours après avoir été crédité.
- Les mises placées avec des fonds bonus ne comptent pas dans les pertes nettes.
- Le [cashback hebdomadaire](/promotions/weekly-cashback) déduit le cashback quotidien déjà reçu : une perte n’est donc jamais remboursée deux fois.
- Montants exprimés dans la devise de votre compte. Nos [Conditions générales](/policies/terms-and-conditions) s’appliquent.`,
  },

  'vip-club': {
    title: 'Club VIP : Bronze, Argent, Or et Platine',
    summary: `Quatre niveaux, de vrais avantages : un bonus de recharge de ${f.vipReload} %, des retraits prioritaires, jusqu’à ${f.platinumCashback} % de cashback VIP et un gestionnaire VIP personnel.`,
    meta_description: `Le Club VIP Satsino : bonus de recharge de ${f.vipReload} %, retraits prioritaires, de ${f.goldCashback} % à ${f.platinumCashback} % de cashback VIP et un gestionnaire personnel.`,
    body: `Chaque dépôt que vous effectuez et chaque mise que vous placez vous font progresser dans notre Club VIP. Vous y entrez au niveau Bronze dès votre premier dépôt, et chaque niveau ajoute de nouveaux avantages à ceux des niveaux précédents.

| Niveau | Total misé | Vos avantages |
|---|---|---|
| **Bronze** | premier dépôt | Bonus de recharge de ${f.vipReload} % sur chaque dépôt à partir du cinquième |
| **Argent** | ${amount(f.silverWagered)} | + retraits prioritaires et service client prioritaire |
| **Or** | ${amount(f.goldWagered)} | + ${f.goldCashback} % de cashback VIP chaque semaine |
| **Platine** | ${amount(f.platinumWagered)} | + ${f.platinumCashback} % de cashback VIP et un gestionnaire VIP personnel |

## Cashback VIP

Chaque lundi, les membres Or et Platine reçoivent respectivement ${f.goldCashback} % ou ${f.platinumCashback} % des pertes nettes de la semaine précédente – versés en **argent réel, sans conditions de mise**, en plus de nos promotions de cashback quotidien et hebdomadaire.

## Conditions

- Les niveaux dépendent du total de vos mises en argent réel depuis votre inscription, dans la devise de votre compte ; ils ne sont jamais revus à la baisse.
- Le bonus de recharge suit nos conditions habituelles : dépôt minimum de ${amount(f.minDeposit)}, jusqu’à ${amount(f.bonusMax)}, conditions de mise de x${f.wagering} sous ${f.bonusDays} jours.
- Les mises générées par un abus de bonus ne sont pas prises en compte.

Retrouvez toutes les règles sur la page [Programme VIP](/policies/vip).`,
  },
};
