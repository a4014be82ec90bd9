import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Responsible Gaming',
  description:
    'Gambling should stay fun. The limits, breaks and self-exclusion Satsino offers, the warning signs to watch for, and where to find help.',
  body: `# Responsible Gaming

Casino games are entertainment, paid for like any other: the house has an edge, and over time most players lose more than they win. Play with money you can afford to lose, never to make money or win back losses. We want you to enjoy Satsino for a long time, and we give you the tools to stay in control.

## Warning signs

Take a step back if any of these sound familiar:

- you spend more money or time than you planned, or more than you can afford;
- you chase losses, or deposit again to win back what you lost;
- you borrow, sell things or use money meant for bills to gamble;
- gambling causes arguments, or you hide it from the people close to you;
- you feel anxious, irritable or low when you are not playing.

## Tools we offer

Contact Customer Support through live chat to set any of these; they take effect as soon as they are confirmed.

- **Deposit limits** per day, week or month. Lowering a limit applies at once; raising it applies only after 24 hours, so the decision is never made in the heat of the moment.
- **Loss and session reminders** that tell you how long you have been playing and what you have won or lost.
- **Cooling-off:** a break of 24 hours, one week or one month, during which you cannot sign in to play.
- **Self-exclusion** for six months, one year, five years or permanently. Your account is closed for the whole period, any remaining balance is paid out to you, and you receive no marketing. A self-exclusion cannot be shortened or lifted before it ends.

Bonuses never oblige you to keep playing: you can decline any bonus, and you can always deposit without one.

## Protecting minors

Nobody under ${f.age} may play at Satsino. We verify age whenever there is any doubt and close accounts held by minors. If children use your device, keep your password private, sign out after playing, and consider parental control software that blocks gambling sites.

## Tips for safer play

- Decide before you start how much you will spend and how long you will play, and stop when you reach either.
- Never gamble when you are upset, tired or under the influence of alcohol.
- Treat any winnings as a bonus, not as income, and withdraw them.
- Take regular breaks, and balance gambling with other activities.

## Where to find help

If gambling is causing you problems, talking helps. These organisations offer free and confidential support:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) — meetings and support worldwide.
- [GamCare](https://www.gamcare.org.uk) — advice and counselling.
- [BeGambleAware](https://www.begambleaware.org) — information and a helpline.

Our Customer Support team is trained to help: if you tell us you are worried about your gambling, we will set limits or close your account at once, without asking you to justify it.
`,
};
