import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Jeu responsable',
  description:
    'Le jeu doit rester un plaisir. Limites, pauses et auto-exclusion chez Satsino, les signaux d’alerte à surveiller et où trouver de l’aide.',
  body: `# Jeu responsable

Les jeux de casino sont un divertissement payant comme un autre : la maison a un avantage et, sur la durée, la plupart des joueurs perdent plus qu’ils ne gagnent. Jouez avec de l’argent que vous pouvez vous permettre de perdre, jamais pour gagner de l’argent ou pour vous refaire. Nous voulons que vous profitiez de Satsino longtemps, et nous vous donnons les outils pour garder le contrôle.

## Signaux d’alerte

Prenez du recul si l’une de ces situations vous semble familière :

- vous dépensez plus d’argent ou de temps que prévu, ou plus que vous ne pouvez vous le permettre ;
- vous courez après vos pertes, ou vous redéposez pour récupérer ce que vous avez perdu ;
- vous empruntez, vendez des biens ou utilisez l’argent destiné à vos factures pour jouer ;
- le jeu provoque des disputes, ou vous le cachez à vos proches ;
- vous vous sentez anxieux, irritable ou déprimé lorsque vous ne jouez pas.

## Nos outils

Contactez le Service client par chat en direct pour mettre en place l’un de ces outils ; ils s’appliquent dès leur confirmation.

- **Limites de dépôt** par jour, par semaine ou par mois. Une baisse s’applique immédiatement ; une hausse ne prend effet qu’au bout de 24 heures, pour que la décision ne soit jamais prise sous le coup de l’émotion.
- **Rappels de pertes et de session** qui vous indiquent depuis combien de temps vous jouez et ce que vous avez gagné ou perdu.
- **Pause :** une interruption de 24 heures, d’une semaine ou d’un mois, pendant laquelle vous ne pouvez pas vous connecter pour jouer.
- **Auto-exclusion** de six mois, d’un an, de cinq ans ou définitive. Votre compte est fermé pendant toute la période, le solde restant vous est versé et vous ne recevez aucune communication commerciale. Une auto-exclusion ne peut être ni raccourcie ni levée avant son terme.

Les bonus ne vous obligent jamais à continuer de jouer : vous pouvez refuser n’importe quel bonus et toujours déposer sans bonus.

## Protection des mineurs

Personne de moins de ${f.age} ans ne peut jouer sur Satsino. Nous vérifions l’âge au moindre doute et clôturons les comptes détenus par des mineurs. Si des enfants utilisent votre appareil, gardez votre mot de passe secret, déconnectez-vous après avoir joué et envisagez un logiciel de contrôle parental qui bloque les sites de jeux d’argent.

## Conseils pour jouer plus sereinement

- Décidez avant de commencer combien vous allez dépenser et combien de temps vous allez jouer, et arrêtez-vous dès que vous atteignez l’une des deux limites.
- Ne jouez jamais lorsque vous êtes contrarié, fatigué ou sous l’effet de l’alcool.
- Considérez vos gains comme un bonus, pas comme un revenu, et retirez-les.
- Faites des pauses régulières et équilibrez le jeu avec d’autres activités.

## Où trouver de l’aide

Si le jeu vous pose problème, en parler aide. Ces organisations offrent un soutien gratuit et confidentiel :

- [Gamblers Anonymous](https://www.gamblersanonymous.org) – réunions et soutien dans le monde entier.
- [GamCare](https://www.gamcare.org.uk) – conseils et accompagnement.
- [BeGambleAware](https://www.begambleaware.org) – informations et ligne d’assistance.

Notre Service client est formé pour vous aider : si vous nous dites que votre pratique du jeu vous inquiète, nous mettrons en place des limites ou fermerons votre compte immédiatement, sans vous demander de vous justifier.
`,
};
