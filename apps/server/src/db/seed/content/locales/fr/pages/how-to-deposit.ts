import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amount } from '../format.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Comment déposer',
  description:
    'Déposez de la crypto sur Satsino pas à pas : cryptomonnaies acceptées, dépôt minimum, choix du bonus, confirmations et Lightning.',
  body: `# Comment déposer

Sur Satsino, les dépôts s’effectuent en cryptomonnaie et sont crédités sur votre solde dans la devise de votre compte. Ce guide vous accompagne pour votre premier dépôt.

## Avant de commencer

- **Vérifiez votre adresse e-mail.** Ouvrez le lien que nous vous avons envoyé lors de votre inscription ; vous pouvez en demander un nouveau depuis les paramètres de votre compte. Les dépôts et les retraits sont disponibles dès que votre e-mail est vérifié.
- **Ayez de la crypto à disposition** dans un portefeuille ou sur un compte de plateforme d’échange que vous contrôlez. Pas encore de crypto ? L’option **Acheter de la crypto** de la caisse vous permet d’en acheter par carte auprès de notre partenaire d’achat de crypto.

## Cryptomonnaies acceptées

${coinList}

Les bitcoins peuvent aussi être déposés via le Lightning Network, pour un crédit quasi instantané.

## Pas à pas

1. Ouvrez le **Portefeuille** depuis l’en-tête et restez sur l’onglet **Dépôts**.
2. **Choisissez une cryptomonnaie.** Bitcoin est sélectionné par défaut.
3. **Copiez votre adresse de dépôt** avec le bouton de copie, ou scannez le QR code avec l’application de votre portefeuille. L’adresse vous est propre et vous pouvez la réutiliser.
4. **Choisissez votre bonus** – ou « Sans bonus ». Vos quatre premiers dépôts sont chacun accompagnés d’un bonus de dépôt (voir [Promotions](/promotions)) ; le calculateur indique ce que vous recevrez pour le montant saisi.
5. **Envoyez le paiement** depuis votre portefeuille, sur le réseau indiqué à côté de l’adresse.
6. **Attendez la confirmation.** Le dépôt apparaît comme en attente dès que le réseau le détecte, puis il est crédité une fois qu’il a reçu suffisamment de confirmations – généralement quelques minutes, davantage lorsque le réseau est encombré.

## Le dépôt minimum

Le dépôt minimum est de ${amount(f.minDeposit)} dans la devise de votre compte ; c’est aussi le plus petit dépôt donnant droit à un bonus. Les paiements inférieurs ne sont pas perdus : ils sont crédités dès que vos dépôts en attente atteignent ensemble le minimum.

## Éviter les erreurs

- **Utilisez le bon réseau.** Envoyer une cryptomonnaie sur un autre réseau que celui indiqué (par exemple de l’USDT sur la mauvaise chaîne) peut rendre le paiement irrécupérable.
- **Copiez, ne tapez pas.** Collez ou scannez toujours l’adresse, et vérifiez les premiers et les derniers caractères avant l’envoi.
- **Ajoutez le tag s’il est indiqué.** Certaines cryptomonnaies, comme le XRP, nécessitent un tag de destination ; un paiement sans ce tag ne peut pas être rattaché automatiquement à votre compte.
- **Le taux de change est fixé à la confirmation.** Les cours des cryptomonnaies fluctuent : le montant crédité est donc converti au cours du moment où votre dépôt est confirmé.

## Dépôts via Lightning

Choisissez **Bitcoin (Lightning)**, saisissez le montant et réglez la facture depuis n’importe quel portefeuille Lightning. Les paiements Lightning sont réglés en quelques secondes et coûtent une fraction des frais on-chain habituels. Chaque facture n’est valable que pour une durée limitée et pour le montant exact indiqué ; si elle expire, créez-en une nouvelle.

## Besoin d’aide ?

Si un dépôt n’est toujours pas arrivé au bout d’une heure, contactez le Service client en indiquant la cryptomonnaie, le montant et l’identifiant de la transaction (hash) figurant dans votre portefeuille : nous en retrouverons la trace pour vous.
`,
};
