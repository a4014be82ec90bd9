import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Politique de confidentialité',
  description:
    'Les données personnelles que Satsino collecte, pourquoi, avec qui elles sont partagées, combien de temps elles sont conservées et vos droits.',
  body: `# Politique de confidentialité

Cette politique explique comment Satsino traite vos données personnelles lorsque vous visitez le site, ouvrez un compte et jouez. Nous ne collectons que ce dont nous avons besoin pour exploiter un casino sûr et conforme à la loi, et nous ne vendons jamais vos données.

## Les données que nous collectons

- **Données de compte :** votre pseudo, votre adresse e-mail, votre mot de passe (conservé uniquement sous forme de hash irréversible), la devise de votre compte et votre langue préférée.
- **Données de profil et de vérification :** nom, date de naissance, adresse et, lorsqu’une vérification est requise, copies de pièces d’identité et justificatifs de domicile ou de l’origine des fonds.
- **Données de transaction :** dépôts, retraits, adresses de portefeuille, identifiants de transactions sur la blockchain, bonus, ainsi que chaque mise et son résultat.
- **Données techniques :** l’adresse IP, l’appareil et le navigateur de chaque connexion, ainsi qu’une localisation approximative (pays) qui en est déduite. Ce sont ces données qui composent la liste des sessions visible dans les paramètres de votre compte.
- **Données d’assistance :** vos échanges avec le Service client.

## Pourquoi nous les utilisons

- Pour fournir le service : gérer votre compte, créditer les dépôts, verser les retraits et régler les parties.
- Pour respecter nos obligations légales : contrôles d’âge et d’identité, surveillance en matière de lutte contre le blanchiment, conservation des données et jeu responsable.
- Pour assurer la sécurité du site : détecter la fraude, les prises de contrôle de comptes et les abus de bonus.
- Pour rester en contact : messages de service comme la vérification de l’e-mail ou la réinitialisation du mot de passe ; communications commerciales uniquement si vous y avez consenti, et jamais pendant une auto-exclusion.

## Avec qui nous les partageons

Nous ne partageons des données que dans la mesure nécessaire à ces finalités : avec les prestataires de paiement et de services blockchain qui traitent vos dépôts et retraits, les prestataires de vérification d’identité, les fournisseurs de jeux (un identifiant de joueur pseudonyme, jamais vos coordonnées), nos hébergeurs et prestataires d’e-mail, ainsi qu’avec les autorités lorsque la loi l’exige. Chaque prestataire est tenu par contrat de protéger vos données et de ne les utiliser que sur nos instructions.

## Combien de temps nous les conservons

Les données de compte, de transaction et de vérification sont conservées cinq ans après la clôture de votre compte, comme l’exige la réglementation en matière de lutte contre le blanchiment. Les données de session sont conservées 12 mois, et les échanges avec le Service client deux ans. Les données dont nous n’avons plus besoin sont supprimées ou anonymisées.

## Comment nous les protégeons

Les échanges sont chiffrés, les mots de passe sont hachés avec un algorithme moderne à forte consommation de mémoire, les jetons de connexion ne sont conservés que sous forme de hash, et l’accès aux données personnelles au sein de notre équipe est limité aux personnes qui en ont besoin. Vous pouvez voir chaque appareil connecté à votre compte et déconnecter n’importe lequel d’entre eux.

## Cookies

Nous utilisons un petit nombre de cookies nécessaires au fonctionnement du site : \`token\` vous garde connecté (pendant 365 jours si vous cochez « Se souvenir de moi », sinon jusqu’à la fermeture du navigateur) et \`i18n_redirected\` mémorise votre langue pendant 365 jours. Le thème choisi est conservé dans le stockage de votre navigateur. Nous n’utilisons pas de cookies publicitaires.

## Vos droits

Vous pouvez demander une copie de vos données, faire rectifier des données inexactes, vous opposer aux communications commerciales et demander l’effacement ou la limitation du traitement de vos données lorsque la loi le permet – les données que nous devons conserver au titre de la lutte contre le blanchiment ne peuvent pas être effacées avant la fin de leur durée de conservation. Contactez le Service client avec l’objet « Demande relative à la confidentialité » ; nous répondons sous 30 jours. Vous avez également le droit d’introduire une réclamation auprès de votre autorité de protection des données.

## Modifications

Nous publierons toute modification de cette politique sur cette page et, si elle est importante, nous vous en informerons par e-mail ou lors de votre prochaine connexion.
`,
};
