import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'À propos',
  description:
    'Satsino est un casino crypto à l’équité prouvable : des paiements crypto rapides, des jeux vérifiables et un service client qui répond vraiment.',
  body: `# À propos

Satsino est un casino en ligne conçu pour celles et ceux qui vivent déjà avec la crypto. Nous proposons des machines à sous, du casino en direct, de la roulette, du blackjack, des jeux télévisés, des jeux de table et des jeux de crash, avec des dépôts et des retraits dans les cryptomonnaies que vous possédez déjà, et une promesse que nous pouvons prouver : chaque partie de nos propres jeux peut être vérifiée par vous.

## L’équité prouvable, pas « faites-nous confiance »

Nos jeux maison reposent sur un système à l’équité prouvable. Avant de jouer, vous voyez une empreinte cryptographique (hash) de la graine serveur qui déterminera vos résultats ; vous pouvez choisir votre propre graine client ; et une fois la graine changée, vous pouvez recalculer chaque résultat dans votre navigateur et vérifier que rien n’a été modifié après votre mise. Découvrez comment cela fonctionne dans [L’équité prouvable, expliquée](/blog/provably-fair-explained).

## La crypto, comme il se doit

Déposez en Bitcoin – on-chain ou via Lightning –, Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP ou TRON, et jouez avec un solde affiché en USD ou en EUR. Les retraits sont vérifiés en moins de ${f.approvalMinutes} minutes en moyenne. Pas encore de crypto ? Achetez-en par carte directement depuis la caisse.

## Des récompenses claires

Nos promotions indiquent exactement ce qu’elles offrent et ce qu’elles exigent : un bonus de bienvenue de ${f.welcomePercent} % avec ${f.freeSpins} tours gratuits, des bonus sur vos quatre premiers dépôts, du cashback quotidien et hebdomadaire, et un programme VIP à quatre niveaux. Chaque chiffre est le même sur toutes les pages, et chaque bonus est facultatif.

## Sûr et responsable

Les joueurs doivent avoir ${f.age} ans ou plus. Nous vérifions les adresses e-mail avant tout paiement, vérifions l’identité lorsque la loi et notre [Politique LCB-FT](/policies/aml-policy) l’exigent, et offrons à chaque joueur des limites, des pauses et l’auto-exclusion – voir [Jeu responsable](/policies/responsible-gaming).

## Dix langues, une seule équipe

Satsino est disponible en anglais, allemand, espagnol, finnois, français, italien, japonais, norvégien, portugais et turc. Notre Service client est joignable 24 h/24 par chat en direct depuis la [page d’assistance](/customersupport).
`,
};
