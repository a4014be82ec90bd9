import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amount } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'L’équité prouvable, expliquée',
    summary:
      'Comment vérifier, avec votre navigateur ou notre vérificateur publié, que chaque résultat de nos jeux maison était fixé avant votre mise, et comment chaque jeu transforme les graines en résultat.',
    meta_description:
      'L’équité prouvable chez Satsino : des graines engagées avant que vous ne choisissiez la vôtre, la formule exacte de chaque jeu, des paiements au centime près et des chaînes de crash salées par un futur bloc Bitcoin.',
    body: `Lorsque vous jouez dans un casino en ligne ordinaire, vous faites confiance à l’honnêteté du générateur de nombres aléatoires. Chez Satsino, inutile : nos jeux maison sont **à l’équité prouvable** (provably fair), et chaque formule ci-dessous est, à la lettre, celle avec laquelle notre serveur règle les mises.

## Trois ingrédients

- **La graine serveur** : 32 octets aléatoires que nous choisissons. Avant de jouer, vous n’en voyez que le hash SHA-256, qui nous engage sur cette graine sans la révéler.
- **La graine client** : la vôtre. Nous vous en proposons une ; remplacez-la par ce que vous voulez.
- **Le nonce** : 0 pour la première partie d’une paire de graines, puis un de plus à chaque partie suivante.

## Engagée avant votre choix

Le panneau Équité affiche le hash de la graine serveur en cours *et* celui de la suivante, avant que vous ne choisissiez une graine client. Changer de graine client ou effectuer une rotation fait passer exactement à cette graine engagée à l’avance et révèle l’ancienne : nous ne choisissons donc jamais une graine serveur après avoir vu la vôtre. Les graines révélées restent listées sous « Vos graines révélées » sur la [page de vérification](/provably-fair).

## Des graines aux nombres

Chaque partie lit ses nombres dans \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Chaque bloc de 32 octets donne huit floats de quatre octets chacun, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, compris entre 0 et 1 ; le curseur compte les blocs à partir de 0, et une partie utilise les floats dans l’ordre. C’est le schéma que publie Stake, et pour les dés, le limbo, la roulette et les cartes, nous reprenons aussi les correspondances de Stake : les calculateurs de Stake eux-mêmes donnent donc les mêmes résultats que les nôtres.

- **Dés** : lancer = ⌊float × 10 001⌋ ÷ 100, de 0,00 à 100,00.
- **Limbo** : résultat = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, au minimum 1,00 et au maximum 1 000 000.
- **Roulette** : case = ⌊float × 37⌋.
- **Blackjack** : chaque carte est l’entrée ⌊float × 52⌋ du tableau ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. Les deux premiers floats donnent vos cartes, le troisième la carte visible du croupier, le quatrième sa carte cachée, puis viennent les cartes que vous demandez et celles que tire le croupier, dans l’ordre où elles sont tirées.
- **Machines à sous** : rouleau par rouleau, de gauche à droite, chaque rouleau s’arrête sur ⌊float × longueur du rouleau⌋.
- **Roue de la fortune** : chaque tour s’arrête sur ⌊float × 54⌋. Une case ×3 ou ×7 relance la roue et multiplie le gain suivant ; trois tours au maximum.

## Payé au centime près, équitablement

Un gain vaut souvent une fraction de centime : une mise de 0,10 à 1,98× vaut 19,8 centimes. Nous payons les centimes entiers, plus un centime quand le float suivant (celui qui suit ceux qu’a utilisés le jeu) est inférieur à la fraction, ici 0,8. En moyenne, chaque gain paie exactement ce qu’il vaut, quelle que soit la mise, et vous pouvez recalculer ce centime à partir des mêmes graines.

## Crash : une chaîne fixée avant toute mise

Tous les joueurs d’une table de crash partagent la même partie ; le crash suit donc plutôt le schéma publié par bustabit. Nous créons une chaîne de hashs, chacun étant le SHA-256 du suivant, et publions le dernier, le hash final, avec le numéro d’un bloc Bitcoin qui n’a pas encore été miné. Une fois ce bloc miné, son hash devient le sel de la chaîne ; la table ne tourne pas avant. Partie après partie, la chaîne est jouée à rebours : le SHA-256 de chaque hash de partie révélé donne donc le précédent. Le point de crash prend les 52 premiers bits de \`HMAC_SHA256(salt, game hash)\` comme r et vaut ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, au minimum 1,00. Chaque chaîne, son bloc et son sel figurent sur [la page des chaînes de crash](/provably-fair/crash).

## Vérifier une partie

1. Notez, dans le panneau Équité du jeu, le hash de la graine serveur, le hash de la graine suivante et votre graine client.
2. Jouez normalement.
3. Changez de graine : l’ancienne graine serveur est révélée, et son SHA-256 doit correspondre au hash que vous aviez vu.
4. Ouvrez la [page de vérification](/provably-fair), choisissez la partie dans votre historique et cliquez sur Vérifier : vous obtenez exactement le résultat et le paiement que vous aviez vus.

Hors ligne, notre vérificateur publié fait de même en ligne de commande : \`npx @satsino/fairness verify\`.

## Ce que l’équité prouvable ne signifie pas

Elle prouve que les résultats n’ont pas été manipulés ; elle ne change pas les probabilités. Chaque jeu conserve un avantage de la maison, indiqué dans ses règles. Jouez pour le plaisir, fixez-vous des limites et consultez la page [Jeu responsable](/policies/responsible-gaming) si le jeu cesse un jour d’être un plaisir.`,
  },

  'new-games-this-month': {
    title: 'Nouveau ce mois-ci : trois façons de jouer au crash',
    summary:
      'Le crash se décline désormais en trois tables – Classic, Bull et Sidewinder –, chacune avec sa chaîne de hashs, son rythme et son style. Voici ce qui change.',
    meta_description:
      'Satsino lance trois tables de crash, chacune avec sa chaîne de hashs à l’équité prouvable, le retrait automatique et un fil en direct des gros gains.',
    body: `Le crash est le jeu le plus simple du lobby et l’un des plus palpitants : un multiplicateur grimpe à partir de 1,00× et peut s’arrêter à tout moment. Encaissez avant le crash et votre mise est multipliée ; attendez trop longtemps et la partie est perdue. Ce mois-ci, il arrive en trois versions.

## Crash Classic

L’original. Une partie démarre toutes les quelques secondes, la courbe monte en douceur et tous les joueurs de la table suivent la même partie en direct. Définissez un **encaissement automatique** – à 2,00×, par exemple – et le jeu encaisse pour vous dès que le multiplicateur atteint ce niveau, même si votre connexion est coupée.

## Crash Bull

Les mêmes règles, avec l’allure d’un graphique boursier : des bougies vertes tant que le multiplicateur monte, une bougie rouge au moment du crash. Les pauses entre les parties sont un peu plus courtes, pour les joueurs qui aiment un rythme soutenu.

## Crash Sidewinder

Une table plus calme, avec un temps de mise plus long, idéale pour tester des stratégies avec de petites mises. Elle possède sa propre chaîne de graines et son propre historique : ses résultats sont donc indépendants de ceux des deux autres tables.

## Équitable par conception

Chaque table repose sur sa propre **chaîne de hashs** à l’équité prouvable. Avant la première partie, une longue chaîne de hashs a été générée et le dernier hash publié ; chaque partie révèle le maillon précédent de la chaîne, et chacun peut vérifier que le hash de chaque maillon donne le suivant. Personne – pas même nous – ne peut modifier le résultat d’une partie une fois la chaîne créée. Pour en savoir plus, lisez [L’équité prouvable, expliquée](/blog/provably-fair-explained).

## Également nouveau

- Un **fil en direct** sur la page d’accueil affiche les dernières mises de tout le casino, celles des gros joueurs et les vôtres.
- Les pages des jeux affichent désormais le **taux de retour au joueur** (RTP) et les règles de chaque jeu avant que vous ne l’ouvriez.
- Le mode démo est disponible sur tous nos jeux maison : vous pouvez découvrir un jeu avec de l’argent fictif avant de miser.

Comme pour tout jeu, fixez votre mise et vos limites avant de commencer, et n’oubliez pas qu’un objectif d’encaissement est un plan, pas une promesse. Bonne chance aux tables !`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Dépôts en bitcoin via Lightning : des secondes, pas des blocs',
    summary:
      'Lightning vous permet de déposer des bitcoins en quelques secondes, pour une fraction des frais habituels. Ce que c’est, comment l’utiliser sur Satsino et les points de vigilance.',
    meta_description:
      'Déposez des bitcoins via le Lightning Network sur Satsino : crédit quasi instantané, frais minimes et guide pas à pas.',
    body: `Un dépôt Bitcoin classique doit attendre que le réseau l’inclue dans un bloc, puis les confirmations : généralement dix minutes ou plus, et les frais augmentent quand le réseau est encombré. Le **Lightning Network** règle ces deux problèmes, et Satsino l’accepte pour les dépôts.

## Qu’est-ce que Lightning ?

Lightning est un réseau de canaux de paiement construit au-dessus de Bitcoin. Les paiements circulent entre les canaux de manière quasi instantanée et sont réglés plus tard sur la chaîne principale, de façon groupée. Pour vous, cela signifie des bitcoins qui arrivent en quelques secondes et des frais qui se comptent le plus souvent en quelques satoshis.

## Comment déposer avec Lightning

1. Ouvrez le **Portefeuille** et choisissez **Bitcoin (Lightning)**.
2. Saisissez le montant que vous souhaitez déposer – au moins ${amount(f.minDeposit)} dans la devise de votre compte – et choisissez votre bonus ou « Sans bonus ».
3. Nous créons une **facture Lightning** : un QR code et un texte commençant par \`lnbc\`.
4. Scannez-la ou collez-la dans n’importe quel portefeuille Lightning, puis confirmez.
5. Votre solde est crédité dès que le paiement est réglé – généralement avant même que vous ayez fermé l’application de votre portefeuille.

## Bon à savoir

- **Les factures expirent.** Chaque facture n’est valable que pour une durée limitée et pour le montant exact indiqué. Si elle expire, créez-en simplement une nouvelle ; une facture expirée ne peut pas être payée.
- **Utilisez un portefeuille Lightning.** Une adresse Bitcoin on-chain et une facture Lightning sont deux choses différentes ; un portefeuille classique ne peut pas payer une facture Lightning. La plupart des portefeuilles mobiles populaires prennent aujourd’hui en charge Lightning.
- **Les bonus fonctionnent de la même façon.** Un dépôt via Lightning donne droit aux mêmes bonus de dépôt que n’importe quel autre dépôt.
- **Les retraits** sont effectués on-chain, dans la cryptomonnaie de votre choix, dans les limites habituelles de ${amount(f.withdrawalMin)} à ${amount(f.withdrawalMax)} par demande.

## Vous préférez l’on-chain ?

Aucun problème : votre adresse Bitcoin on-chain reste disponible, tout comme les autres cryptomonnaies que nous acceptons (${coinCodes}). Lightning est simplement la voie la plus rapide. Consultez [Comment déposer](/policies/how-to-deposit) pour le guide complet.`,
  },

  'vip-programme-explained': {
    title: 'Notre programme VIP : quatre niveaux, des avantages clairs',
    summary:
      'Bronze, Argent, Or et Platine : comment progresser, ce que chaque niveau vous apporte et pourquoi chaque avantage est écrit noir sur blanc, chiffres à l’appui.',
    meta_description:
      'Les niveaux VIP de Satsino expliqués : bonus de recharge, retraits prioritaires, cashback VIP et gestionnaire VIP personnel.',
    body: `Beaucoup de casinos entretiennent volontairement le flou autour de leur programme VIP – « récompenses exclusives », « offres sur mesure ». Le nôtre est écrit noir sur blanc, chiffres à l’appui, car nous pensons que vous devez savoir exactement ce que votre jeu vous rapporte.

## Membre dès le premier jour

Chaque joueur entre au niveau **Bronze** dès son premier dépôt. Ensuite, votre niveau dépend du total de vos mises en argent réel : chaque mise réglée compte pour son montant total, quel que soit le jeu.

- **Argent** à partir de ${amount(f.silverWagered)} misés
- **Or** à partir de ${amount(f.goldWagered)} misés
- **Platine** à partir de ${amount(f.platinumWagered)} misés

(Montants dans la devise de votre compte.) Vous montez de niveau dès que vous franchissez un seuil, et vous ne redescendez jamais.

## Ce que vous apporte chaque niveau

**Bronze – un bonus de recharge de ${f.vipReload} %.** Vos quatre premiers dépôts bénéficient des bonus de dépôt de notre offre de bienvenue. Ensuite, chaque dépôt peut bénéficier d’un bonus de recharge de ${f.vipReload} % : il y a donc toujours une offre disponible – ou aucune, si vous préférez jouer sans bonus.

**Argent – la priorité.** Vos retraits passent en tête de la file de vérification (qui prend déjà moins de ${f.approvalMinutes} minutes en moyenne) et vos messages sont traités par une équipe dédiée.

**Or – ${f.goldCashback} % de cashback VIP.** Chaque lundi, vous recevez ${f.goldCashback} % de vos pertes nettes de la semaine précédente en argent réel, sans conditions de mise. Il s’ajoute aux promotions de cashback quotidien et hebdomadaire.

**Platine – ${f.platinumCashback} % de cashback VIP et un gestionnaire personnel.** Deux fois le cashback du niveau Or, et un interlocuteur unique qui connaît votre compte et peut vous aider en toutes choses, de la vérification à des limites sur mesure.

## Jouer de manière responsable, à chaque niveau

Un niveau VIP est un remerciement, jamais un objectif. Nous n’envoyons pas d’offres VIP aux joueurs qui se sont fixé des limites ou se sont auto-exclus, et votre gestionnaire VIP vous aidera à fixer des limites aussi volontiers que pour tout le reste. Toutes les règles figurent sur la page [Programme VIP](/policies/vip).`,
  },

  'responsible-gaming-tips': {
    title: 'Sept habitudes pour que le jeu reste un plaisir',
    summary:
      'Des habitudes simples et concrètes pour que les jeux de casino restent ce qu’ils doivent être – un divertissement –, et les outils que nous proposons si vous souhaitez un coup de pouce.',
    meta_description:
      'Les conseils de Satsino pour jouer de manière responsable : budget, limites de temps, pauses, limites de dépôt et auto-exclusion.',
    body: `Le jeu est un divertissement qui a un prix, comme un concert ou une soirée entre amis. Les joueurs qui en profitent le plus au fil des années ont souvent quelques habitudes en commun. En voici sept qui valent la peine d’être adoptées.

## 1. Fixez un budget avant de jouer

Décidez combien vous êtes prêt à dépenser – de l’argent qui ne vous manquera pas – et arrêtez-vous quand il est épuisé. Un budget fixé à l’avance est bien plus facile à respecter qu’un budget décidé en pleine session.

## 2. Fixez aussi une limite de temps

Les jeux sont conçus pour captiver, et le temps passe vite. Programmez une alarme, ou demandez-nous de vous envoyer des rappels de session.

## 3. Ne courez jamais après vos pertes

Les séries de pertes arrivent ; elles font partie des mathématiques de chaque jeu. Redéposer pour récupérer ce que l’on a perdu est la façon la plus courante dont le plaisir se transforme en problème. Acceptez la perte et revenez un autre jour si vous en avez encore envie.

## 4. Voyez vos gains comme de la chance, pas comme un revenu

Quand vous gagnez, retirez une partie ou la totalité de vos gains. Les gains qui restent sur le solde finissent généralement par être rejoués.

## 5. Jouez l’esprit clair

Évitez de jouer lorsque vous êtes contrarié, stressé, fatigué ou que vous avez bu. C’est dans ces moments-là que l’on oublie ses limites.

## 6. Gardez un équilibre dans votre vie

Le jeu devrait être un loisir parmi d’autres. S’il commence à empiéter sur le temps passé en famille ou entre amis, sur le travail ou sur le sommeil, faites une pause.

## 7. Utilisez les outils – tôt

Nul besoin d’avoir un problème pour utiliser nos outils. Beaucoup de joueurs fixent une limite de dépôt dès le premier jour, simplement parce que les sessions sont alors plus détendues. Auprès du Service client, vous pouvez mettre en place :

- des **limites de dépôt** par jour, par semaine ou par mois (une baisse s’applique immédiatement, une hausse au bout de 24 heures) ;
- des **pauses** de 24 heures, d’une semaine ou d’un mois ;
- une **auto-exclusion** de six mois, d’un an, de cinq ans ou définitive.

Et n’oubliez pas que tous les bonus sont facultatifs : vous pouvez toujours déposer sans bonus.

## Quand le jeu n’est plus un plaisir

Si vous vous reconnaissez dans les signaux d’alerte – dépenser plus que prévu, cacher que vous jouez, emprunter pour jouer –, parlez-en à quelqu’un. Notre équipe du Service client vous aidera immédiatement et sans poser de questions, et des organisations comme GamCare, BeGambleAware et les Gamblers Anonymous (Joueurs Anonymes) offrent un soutien gratuit et confidentiel. Vous trouverez toutes les informations sur notre page [Jeu responsable](/policies/responsible-gaming). Satsino est réservé aux joueurs âgés de ${f.age} ans et plus.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Premiers pas avec les dépôts en crypto',
    summary:
      'Vous n’avez jamais payé en crypto ? Quelle cryptomonnaie choisir, comment fonctionnent les adresses et les réseaux, et comment réussir votre premier dépôt sans erreur.',
    meta_description:
      'Guide du débutant pour déposer en crypto sur Satsino : choisir sa cryptomonnaie, les réseaux, les confirmations et le dépôt minimum.',
    body: `Les dépôts en crypto sont rapides, confidentiels et possibles à toute heure – mais si vous n’avez jamais envoyé de crypto, le premier peut sembler intimidant. Ce guide vous explique tout ce qu’il faut savoir.

## Étape zéro : vous procurer de la crypto

Il vous faut un portefeuille ou un compte sur une plateforme d’échange contenant l’une des cryptomonnaies que nous acceptons : ${coinCodes}. Si vous n’en avez pas encore, utilisez **Acheter de la crypto** dans la caisse pour en acheter par carte auprès de notre partenaire d’achat de crypto ; elle arrive dans votre portefeuille, prête à être déposée.

## Quelle cryptomonnaie utiliser ?

- **Les stablecoins (USDT, USDC)** conservent une valeur stable, proche d’un dollar américain : ce que vous envoyez correspond à ce que vous recevez. Un bon choix si vous jouez en USD.
- **Bitcoin** est la cryptomonnaie la plus répandue ; via **Lightning**, c’est aussi la plus rapide et la moins chère.
- **Litecoin, TRON, XRP et Dogecoin** sont confirmés rapidement et ont généralement des frais de réseau faibles.
- **Ethereum** est largement pris en charge, mais ses frais varient beaucoup selon la demande sur le réseau.

Quelle que soit la cryptomonnaie envoyée, votre solde Satsino est tenu dans la devise de votre compte, converti au cours du moment où votre dépôt est confirmé.

## Adresses et réseaux

Votre adresse de dépôt vous est propre : copiez-la avec le bouton de copie ou scannez le QR code. Vérifiez toujours le **réseau** : de nombreuses plateformes d’échange permettent de retirer le même jeton sur plusieurs réseaux, et celui que vous choisissez doit correspondre à celui affiché dans notre caisse. Si un **tag de destination** est indiqué (XRP), ajoutez-le.

## Confirmations

Un paiement sur la blockchain est définitif une fois que suffisamment de blocs ont été ajoutés après lui. La caisse affiche votre dépôt comme en attente dès qu’il est détecté et le crédite dès qu’il a reçu les confirmations nécessaires – en général en quelques minutes.

## Votre premier dépôt

1. Vérifiez votre adresse e-mail (les dépôts sont débloqués une fois l’adresse vérifiée).
2. Ouvrez le Portefeuille, choisissez une cryptomonnaie et copiez l’adresse.
3. Choisissez votre bonus : votre premier dépôt donne droit au bonus de bienvenue de ${f.welcomePercent} % avec ${f.freeSpins} tours gratuits – ou choisissez de ne pas prendre de bonus.
4. Envoyez au moins l’équivalent de ${amount(f.minDeposit)} dans la devise de votre compte.
5. Commencez à jouer dès que le dépôt est crédité.

Pour plus de détails, lisez [Comment déposer](/policies/how-to-deposit), et si quelque chose n’est pas clair, notre Service client est à un clic.`,
  },
};
