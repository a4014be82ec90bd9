import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amount } from '../format.js';

export const vip: PageTranslation = {
  title: 'Programme VIP',
  description:
    'Quatre niveaux VIP – Bronze, Argent, Or et Platine – avec bonus de recharge, retraits prioritaires, cashback VIP et gestionnaire personnel.',
  body: `# Programme VIP

Chaque joueur Satsino fait partie du programme VIP dès son premier dépôt. Plus vous jouez, plus votre niveau s’élève – et chaque niveau conserve les avantages des niveaux inférieurs.

## Les niveaux

| Niveau | Atteint à (total misé) | Avantages |
|---|---|---|
| **Bronze** | votre premier dépôt | Bonus de recharge de ${f.vipReload} % sur chaque dépôt à partir du cinquième |
| **Argent** | ${amount(f.silverWagered)} | Retraits prioritaires et service client prioritaire |
| **Or** | ${amount(f.goldWagered)} | ${f.goldCashback} % de cashback VIP chaque semaine |
| **Platine** | ${amount(f.platinumWagered)} | ${f.platinumCashback} % de cashback VIP et un gestionnaire VIP personnel |

Montants exprimés dans la devise de votre compte (USD ou EUR).

## Comment votre niveau est calculé

Votre niveau dépend du montant total que vous avez misé en argent réel depuis votre inscription : chaque mise réglée compte pour son montant total, quel que soit le jeu. Les mises placées avec des fonds bonus, ainsi que les mises annulées ou remboursées, ne comptent pas. Votre progression est affichée dans votre compte, rubrique **VIP**, et vous changez de niveau dès que vous atteignez un seuil. Un niveau atteint n’est jamais retiré.

## Les avantages en détail

**Bonus de recharge (dès le niveau Bronze).** Vos quatre premiers dépôts bénéficient des bonus de dépôt de notre offre de bienvenue. À partir de votre cinquième dépôt, chaque dépôt d’au moins ${amount(f.minDeposit)} peut bénéficier d’un bonus de recharge de ${f.vipReload} % jusqu’à ${amount(f.bonusMax)}, avec les conditions de mise habituelles de x${f.wagering}. Comme toujours, vous pouvez choisir de ne pas prendre de bonus.

**Retraits prioritaires (dès le niveau Argent).** Vos retraits passent en tête de la file de vérification, et vos messages sont traités par une équipe dédiée.

**Cashback VIP (Or et Platine).** Chaque lundi, nous vous versons ${f.goldCashback} % (Or) ou ${f.platinumCashback} % (Platine) de vos pertes nettes de la semaine précédente, en argent réel et sans conditions de mise. Il s’ajoute à nos promotions de cashback quotidien et hebdomadaire.

**Gestionnaire VIP personnel (Platine).** Un interlocuteur unique qui connaît votre compte, joignable par le canal de votre choix, et qui peut organiser pour vous des limites sur mesure, une vérification accélérée et des invitations à des événements spéciaux.

## Fair-play

Les avantages VIP sont destinés aux joueurs récréatifs. Les mises générées par un abus de bonus, une collusion ou un jeu automatisé ne sont pas prises en compte et peuvent entraîner la réinitialisation de votre progression. Si vous avez fixé des limites de dépôt ou si vous vous êtes auto-exclu, nous ne vous contacterons jamais avec des offres VIP.
`,
};
