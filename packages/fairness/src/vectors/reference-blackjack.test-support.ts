import { labelValue } from './reference-games.test-support.js';

/*
 * Blackjack's deal order and rules written again from the package's README (and the comment of
 * blackjack.ts), independently of the engine:
 *
 * - cards 0 and 1 are the player's, card 2 the dealer's up card, card 3 the hole card; from
 *   card 4 on, the player's hits and double card in the order played, then the dealer's draws;
 * - the dealer peeks: a dealer blackjack ends the hand (a push against a player blackjack, a
 *   loss otherwise); a player blackjack ends it as a blackjack;
 * - hit takes a card; double takes one card on the first two and stands; a total over 21 busts
 *   and 21 stands by itself; the dealer draws below 17 and stands on every 17, soft or hard.
 */

export type Action = 'hit' | 'stand' | 'double';
export type Status =
  | 'playing'
  | 'player_blackjack'
  | 'player_bust'
  | 'dealer_bust'
  | 'win'
  | 'lose'
  | 'push';

export function referenceTotal(labels: readonly string[]): number {
  let total = 0;
  let acesAsEleven = 0;
  for (const label of labels) {
    total += labelValue(label);
    if (label.endsWith('A')) acesAsEleven += 1;
  }
  while (total > 21 && acesAsEleven > 0) {
    total -= 10;
    acesAsEleven -= 1;
  }
  return total;
}

const isBlackjack = (labels: readonly string[]) =>
  labels.length === 2 && referenceTotal(labels) === 21;

export class ReferenceHand {
  readonly player: string[];
  readonly dealer: string[];
  status: Status = 'playing';
  doubled = false;
  /** Cards in the order they were drawn (the order of the round's floats). */
  readonly drawn: string[] = [];

  constructor(private readonly nextCard: () => string) {
    this.player = [this.draw(), this.draw()];
    this.dealer = [this.draw(), this.draw()];
    if (isBlackjack(this.dealer)) this.status = isBlackjack(this.player) ? 'push' : 'lose';
    else if (isBlackjack(this.player)) this.status = 'player_blackjack';
  }

  private draw(): string {
    const card = this.nextCard();
    this.drawn.push(card);
    return card;
  }

  get finished(): boolean {
    return this.status !== 'playing';
  }

  allowedActions(): Action[] {
    if (this.finished) return [];
    return this.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
  }

  act(action: Action): void {
    if (!this.allowedActions().includes(action)) throw new Error(`${action} is not allowed now`);
    if (action === 'stand') {
      this.dealerPlays();
      return;
    }
    this.player.push(this.draw());
    if (action === 'double') this.doubled = true;
    const total = referenceTotal(this.player);
    if (total > 21) this.status = 'player_bust';
    else if (total === 21 || action === 'double') this.dealerPlays();
  }

  private dealerPlays(): void {
    while (referenceTotal(this.dealer) < 17) this.dealer.push(this.draw());
    const player = referenceTotal(this.player);
    const dealer = referenceTotal(this.dealer);
    if (dealer > 21) this.status = 'dealer_bust';
    else if (player > dealer) this.status = 'win';
    else if (player < dealer) this.status = 'lose';
    else this.status = 'push';
  }
}

/**
 * The actions that deal exactly these cards (in float order) as one whole hand, if any: the
 * player hits k times and then stands (unless the hand ended by itself), for the k that leaves
 * exactly the dealer's draws. Undefined when no such k exists: the hand is not legal under our
 * deal order and rules.
 */
export function actionsDealing(cards: readonly string[]): Action[] | undefined {
  for (let hits = 0; hits <= cards.length - 4; hits += 1) {
    let next = 0;
    let overran = false;
    const hand = new ReferenceHand(() => {
      const card = cards[next];
      next += 1;
      if (card === undefined) overran = true;
      return card ?? '♦2';
    });
    const actions: Action[] = [];
    for (let hit = 0; hit < hits && !hand.finished; hit += 1) {
      hand.act('hit');
      actions.push('hit');
    }
    if (!hand.finished) {
      hand.act('stand');
      actions.push('stand');
    }
    if (!overran && next === cards.length && actions.filter((a) => a === 'hit').length === hits) {
      return actions;
    }
  }
  return undefined;
}
