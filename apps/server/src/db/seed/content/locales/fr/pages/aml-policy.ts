import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amount } from '../format.js';

export const amlPolicy: PageTranslation = {
  title: 'Politique de lutte contre le blanchiment de capitaux (LCB-FT)',
  description:
    'Comment Satsino prévient le blanchiment de capitaux et le financement du terrorisme : vérification, surveillance, conservation des données et signalement.',
  body: `# Politique de lutte contre le blanchiment de capitaux (LCB-FT)

Satsino ne tolère ni le blanchiment de capitaux, ni le financement du terrorisme, ni aucune utilisation de notre casino pour faire circuler le produit d’activités criminelles. Les paiements en crypto sont rapides et sans frontières : c’est précisément pour cela que nous prenons ce sujet au sérieux. Cette politique décrit les contrôles qui s’appliquent à chaque compte.

## Nos engagements

- Nous savons qui sont nos joueurs, en proportion du risque que présente chaque compte.
- Nous surveillons les dépôts, le jeu et les retraits afin de repérer toute activité incohérente.
- Nous conservons des données permettant de reconstituer n’importe quelle transaction.
- Nous signalons les activités suspectes aux autorités compétentes, sans en informer la personne concernée.
- Nous formons notre personnel à reconnaître les signaux d’alerte et à les faire remonter.

## Vérification

Chaque joueur vérifie une adresse e-mail avant d’effectuer un dépôt ou un retrait. Une vérification d’identité (« connaissance du client », KYC) est ensuite exigée dans l’un des cas suivants :

- vous demandez à modifier les informations personnelles de votre compte ;
- vos retraits, seuls ou cumulés, atteignent un montant que nos règles de risque soumettent à examen ;
- votre activité ne correspond pas à votre profil, ou un paiement provient d’une source à haut risque ;
- la loi de votre pays l’exige.

La vérification requiert une pièce d’identité avec photo en cours de validité (recto et verso), un justificatif de domicile récent et, si nécessaire, un justificatif de l’origine de vos fonds, comme un bulletin de salaire, un avis d’imposition ou un relevé de plateforme d’échange. Les retraits peuvent être suspendus jusqu’à la fin des vérifications. Les comptes dont le titulaire refuse la vérification sont clôturés, et les fonds déposés sont restitués à leur source lorsque la loi le permet.

## Surveillance

Nos systèmes et notre équipe paiements examinent notamment :

- les dépôts suivis d’un retrait avec peu ou pas de jeu ;
- les dépôts fractionnés en montants juste inférieurs aux seuils d’examen ;
- plusieurs comptes utilisant le même portefeuille, le même appareil ou le même réseau ;
- les fonds provenant de mixeurs, de marchés du darknet, d’adresses sanctionnées ou d’autres sources à haut risque signalées par l’analyse de la blockchain.

Les dépôts doivent être d’au moins ${amount(f.minDeposit)} et chaque retrait est limité à ${amount(f.withdrawalMax)} dans la devise de votre compte, sauf si les limites propres à la cryptomonnaie en disposent autrement ; nous ne versons les retraits qu’au titulaire du compte, en crypto, à une adresse qu’il contrôle.

## Sanctions

Nous n’acceptons pas les joueurs inscrits sur des listes de sanctions internationales ou résidant dans des pays sous sanctions, et nous vérifions nos joueurs au regard de ces listes.

## Conservation des données

Les documents de vérification et les historiques de transactions sont conservés au moins cinq ans après la fin de la relation d’affaires, de manière sécurisée et avec un accès réservé aux seuls membres du personnel qui en ont besoin.

## Votre rôle

N’utilisez que vos propres fonds et vos propres portefeuilles, tenez vos informations à jour et répondez rapidement à nos questions lorsque nous vous en posons. Si vous avez une question sur une demande que nous vous avons adressée, le Service client vous expliquera ce qui est nécessaire et pourquoi.
`,
};
