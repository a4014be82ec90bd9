import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amount } from '../format.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Conditions générales',
  description:
    'Le contrat entre vous et Satsino : qui peut jouer, le fonctionnement des comptes, dépôts, retraits, bonus et jeux, et ce qui se passe en cas de problème.',
  body: `# Conditions générales

Les présentes Conditions générales (les « Conditions ») constituent le contrat conclu entre vous et Satsino (« nous ») pour l’utilisation de ce site et de ses jeux. En créant un compte, vous les acceptez, ainsi que notre [Politique de confidentialité](/policies/privacy-policy), notre [Politique LCB-FT](/policies/aml-policy) et notre politique de [Jeu responsable](/policies/responsible-gaming), qui font partie intégrante des présentes Conditions.

## 1. Qui peut jouer

- Vous devez avoir au moins ${f.age} ans, ou davantage si la loi de votre lieu de résidence l’exige. Nous pouvons vous demander une preuve de votre âge à tout moment ; les comptes de mineurs sont clôturés et leurs mises annulées.
- Les jeux d’argent en ligne doivent être légaux là où vous vous trouvez. Nous bloquons les pays dans lesquels nous ne proposons pas nos services ; contourner ces blocages (par exemple avec un VPN) constitue une violation des présentes Conditions.
- Vous ne pouvez détenir qu’un seul compte. Les comptes multiples sont clôturés, et les bonus et gains obtenus par leur intermédiaire sont annulés.
- Vous jouez pour vous-même, avec vos propres fonds, et non pour le compte d’un tiers ni à titre professionnel.

## 2. Votre compte

- Inscrivez-vous avec des informations exactes et tenez-les à jour. Vous devez vérifier votre adresse e-mail avant de pouvoir déposer ou retirer.
- Gardez votre mot de passe secret. Vous êtes responsable de l’activité de votre compte, sauf si vous nous signalez sans délai qu’une autre personne y a eu accès. Les paramètres de votre compte listent chaque appareil connecté, et vous pouvez mettre fin à n’importe laquelle de ces sessions.
- Certaines modifications du compte et certaines transactions nécessitent une vérification d’identité (« KYC ») : une pièce d’identité et, lorsque notre [Politique LCB-FT](/policies/aml-policy) l’exige, des justificatifs de domicile et de l’origine de vos fonds. Tant que les vérifications ne sont pas terminées, nous pouvons suspendre les retraits.
- Votre solde est tenu dans la devise de votre compte (USD ou EUR) ; les dépôts sont convertis au cours du moment où ils sont confirmés.

## 3. Dépôts

- Nous acceptons ${coins}. Les bitcoins peuvent aussi être envoyés via le Lightning Network.
- Le dépôt minimum est de ${amount(f.minDeposit)} dans la devise de votre compte. Un paiement inférieur n’est crédité que lorsque vos dépôts en attente atteignent ensemble ce minimum.
- N’envoyez chaque cryptomonnaie que sur le réseau indiqué à côté de son adresse de dépôt. Les fonds envoyés à une mauvaise adresse, sur un mauvais réseau ou sous forme d’un jeton non pris en charge peuvent être perdus, et nous ne pouvons pas toujours les récupérer.
- Un dépôt est crédité après le nombre de confirmations requis par le réseau. La crypto achetée par carte auprès du prestataire proposé dans la caisse est soumise aux conditions propres à ce prestataire.
- Les dépôts doivent provenir d’un portefeuille que vous contrôlez, avec des fonds d’origine licite.

## 4. Retraits

- Vous pouvez retirer de ${amount(f.withdrawalMin)} à ${amount(f.withdrawalMax)} dans la devise de votre compte par demande, sauf si la caisse indique d’autres limites pour la cryptomonnaie choisie. Seules les cryptomonnaies signalées comme disponibles au retrait peuvent être retirées.
- Un seul retrait peut être en attente à la fois, et vous pouvez l’annuler tant qu’il est en attente. Les retraits sont vérifiés en moins de ${f.approvalMinutes} minutes en moyenne ; les confirmations du réseau s’y ajoutent.
- Les frais de réseau sont déduits du montant envoyé. Le montant en crypto est calculé au cours du moment où le retrait est traité, qui peut différer de celui affiché lors de votre demande.
- Vous ne pouvez pas effectuer de retrait tant qu’un bonus est actif et que ses conditions de mise ne sont pas remplies (voir l’article 5). Nous pouvons vous demander de finaliser la vérification avant de verser un retrait, et nous ne payons que le joueur lui-même, jamais un tiers.

## 5. Bonus et promotions

- Les bonus sont facultatifs. Vous choisissez d’en prendre un ou non au moment du dépôt, et vous pouvez toujours choisir de ne pas en prendre. La page de chaque promotion en précise les conditions ; si elles diffèrent du présent article, ce sont les conditions de la promotion qui s’appliquent.
- Sauf mention contraire dans une promotion, les fonds bonus doivent être misés ${f.wagering} fois (x${f.wagering}) dans un délai de ${f.bonusDays} jours avant qu’eux-mêmes et les gains associés ne deviennent retirables, et aucune mise ne peut dépasser ${amount(f.maxBet)} dans la devise de votre compte tant que les conditions de mise ne sont pas remplies. Les gains issus des tours gratuits sont crédités en fonds bonus, avec des conditions de mise de x${f.spinWagering}.
- Un seul bonus peut être actif à la fois. L’argent réel est toujours joué avant les fonds bonus.
- Lorsqu’un bonus expire ou est perdu, les fonds bonus restants et les gains associés sont retirés ; l’argent que vous avez déposé, jamais.
- Les bonus sont destinés aux joueurs récréatifs. Tout abus de bonus – comptes multiples, jeu concerté, schémas de mise à faible risque visant uniquement à remplir les conditions de mise, ou exploitation d’une erreur – entraîne le retrait du bonus et des gains associés et peut entraîner la clôture du compte.

## 6. Jeux et équité

- Nos jeux maison sont à l’équité prouvable : avant chaque partie, vous pouvez voir un hash cryptographique de la graine serveur, vous pouvez définir votre propre graine client et, une fois la graine changée, vous pouvez vérifier vous-même chaque résultat. Les jeux tiers sont certifiés par leurs fournisseurs.
- Les règles de chaque jeu et son taux de retour au joueur (RTP) sont affichés dans le jeu. Tout dysfonctionnement annule l’ensemble des parties et des paiements concernés ; si un jeu tombe en panne pendant une partie, celle-ci est réglée à partir des enregistrements du jeu ou la mise est remboursée.
- Une erreur manifeste (par exemple un défaut d’affichage) ne donne droit à aucun gain que les règles du jeu ne prévoiraient pas.

## 7. Jeu responsable

Le jeu doit rester un divertissement. Vous pouvez à tout moment fixer des limites, faire une pause ou vous auto-exclure – voir [Jeu responsable](/policies/responsible-gaming). Une auto-exclusion ne peut pas être levée avant la fin de sa période, et nous ne vous adressons aucune communication commerciale tant qu’elle est en vigueur.

## 8. Ce qui est interdit

Il vous est interdit d’utiliser le site à des fins de blanchiment de capitaux ou de toute autre infraction ; d’utiliser des fonds volés ou appartenant à des tiers ; de vous entendre avec d’autres joueurs ; d’utiliser des bots ou des logiciels qui jouent à votre place ; de porter atteinte au site ou à sa sécurité ; ou de manquer de respect à notre personnel. Nous pouvons suspendre un compte le temps d’une enquête, annuler les mises et les gains obtenus en violation des présentes Conditions et signaler toute infraction présumée.

## 9. Clôture d’un compte

Vous pouvez clôturer votre compte à tout moment en contactant le Service client ; votre solde en argent réel vous est versé après les vérifications habituelles. Nous pouvons clôturer un compte en cas de violation des présentes Conditions, ou après 12 mois d’inactivité, après vous en avoir informé et vous avoir versé le solde éventuel.

## 10. Responsabilité

Nous ne sommes pas responsables des pertes causées par des événements indépendants de notre volonté, comme les pannes de réseau, la congestion de la blockchain ou la défaillance d’un tiers, ni des pertes indirectes. Aucune disposition des présentes Conditions ne limite une responsabilité que la loi ne nous permet pas de limiter.

## 11. Réclamations et modifications

En cas de problème, contactez le Service client par chat en direct ou via la [page d’assistance](/customersupport). Nous répondons aux réclamations sous 14 jours. Nous pouvons modifier les présentes Conditions ; les modifications importantes sont annoncées sur le site avant leur entrée en vigueur, et le fait de continuer à jouer ensuite vaut acceptation. Les présentes Conditions sont rédigées en anglais ; une traduction est fournie pour votre commodité et, en cas de divergence, la version anglaise prévaut.
`,
};
