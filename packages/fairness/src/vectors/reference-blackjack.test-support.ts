import { labelValue } from './reference-games.test-support.js';

/*
 * Blackjack's deal order and rules written again from the package's README (and the comment of
 * blackjack.ts), independently of the engine:
 *
 * - cards 0 and 1 are the player's, card 2 the dealer's up card, card 3 the hole card; from
 *   card 4 on, the player's cards in the order played, then the dealer's draws; after a split
 *   the first hand takes its second card at once, the second hand when its turn comes;
 * - an ace up offers insurance first (taken or declined), and only then does the dealer peek;
 * - the dealer peeks: a dealer blackjack ends the hand (a push against a player blackjack, a
 *   loss otherwise); a player blackjack ends it as a blackjack;
 * - hit takes a card; double takes one card on two cards and stands; split (equal ranks, once)
 *   makes two hands; split aces take one card each; a total over 21 busts and 21 stands by
 *   itself; the dealer draws below 17 (unless every hand busted) and stands on every 17.
 */

export type Action = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';
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
const rankOf = (label: string) => label.slice(1);

export class ReferenceHand {
  /** The player's hands: one, two after a split. */
  readonly hands: string[][];
  readonly dealer: string[];
  readonly handDoubled: boolean[] = [false];
  handStatus: Status[] = ['playing'];
  status: Status = 'playing';
  insurance: 'offered' | 'taken' | 'declined' | undefined;
  split = false;
  /** The hand the next action plays. */
  turn = 0;
  /** Cards in the order they were drawn (the order of the round's floats). */
  readonly drawn: string[] = [];

  constructor(private readonly nextCard: () => string) {
    this.hands = [[this.draw(), this.draw()]];
    this.dealer = [this.draw(), this.draw()];
    if (rankOf(this.dealer[0] as string) === 'A') this.insurance = 'offered';
    else this.peek();
  }

  get player(): string[] {
    return this.hands[0] as string[];
  }

  get doubled(): boolean {
    return this.handDoubled[0] === true;
  }

  private draw(): string {
    const card = this.nextCard();
    this.drawn.push(card);
    return card;
  }

  private peek(): void {
    if (isBlackjack(this.dealer)) this.status = isBlackjack(this.player) ? 'push' : 'lose';
    else if (isBlackjack(this.player)) this.status = 'player_blackjack';
  }

  get finished(): boolean {
    return this.status !== 'playing';
  }

  allowedActions(): Action[] {
    if (this.finished) return [];
    if (this.insurance === 'offered') return ['insurance', 'no_insurance'];
    const hand = this.hands[this.turn] as string[];
    if (hand.length > 2) return ['hit', 'stand'];
    const canSplit = !this.split && rankOf(hand[0] as string) === rankOf(hand[1] as string);
    return canSplit ? ['hit', 'stand', 'double', 'split'] : ['hit', 'stand', 'double'];
  }

  act(action: Action): void {
    if (!this.allowedActions().includes(action)) throw new Error(`${action} is not allowed now`);
    const hand = this.hands[this.turn] as string[];
    if (action === 'insurance' || action === 'no_insurance') {
      this.insurance = action === 'insurance' ? 'taken' : 'declined';
      this.peek();
      return;
    }
    if (action === 'split') {
      this.split = true;
      const second = hand.pop() as string;
      this.hands.push([second]);
      this.handDoubled.push(false);
      this.handStatus.push('playing');
      this.startHand();
      return;
    }
    if (action === 'stand') {
      this.nextHand();
      return;
    }
    hand.push(this.draw());
    if (action === 'double') this.handDoubled[this.turn] = true;
    const total = referenceTotal(hand);
    if (total >= 21 || action === 'double') this.nextHand();
  }

  /** The hand whose turn it is takes its second card; split aces and 21 stand at once. */
  private startHand(): void {
    const hand = this.hands[this.turn] as string[];
    hand.push(this.draw());
    if (rankOf(hand[0] as string) === 'A' || referenceTotal(hand) === 21) this.nextHand();
  }

  private nextHand(): void {
    this.turn += 1;
    if (this.turn < this.hands.length) this.startHand();
    else this.dealerPlays();
  }

  private dealerPlays(): void {
    const busted = this.hands.map((hand) => referenceTotal(hand) > 21);
    if (busted.includes(false)) {
      while (referenceTotal(this.dealer) < 17) this.dealer.push(this.draw());
    }
    const dealer = referenceTotal(this.dealer);
    this.handStatus = this.hands.map((hand) => {
      const player = referenceTotal(hand);
      if (player > 21) return 'player_bust';
      if (dealer > 21) return 'dealer_bust';
      if (player > dealer) return 'win';
      return player < dealer ? 'lose' : 'push';
    });
    if (!this.split) {
      this.status = this.handStatus[0] as Status;
      return;
    }
    // Two hands: the round's status is their net against the two stakes.
    if (busted.every(Boolean)) {
      this.status = 'player_bust';
      return;
    }
    let net = 0;
    this.handStatus.forEach((status, index) => {
      const units = this.handDoubled[index] ? 2 : 1;
      if (status === 'win' || status === 'dealer_bust') net += units;
      if (status === 'lose' || status === 'player_bust') net -= units;
    });
    this.status = net < 0 ? 'lose' : net === 0 ? 'push' : dealer > 21 ? 'dealer_bust' : 'win';
  }
}

/**
 * The actions that deal exactly these cards (in float order) as one whole hand without a
 * split, if any: the player declines insurance when offered, hits k times and then stands (unless the hand ended by itself), for the k that leaves
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
    // An ace up asks for insurance first; declining it draws no card.
    if (hand.allowedActions().includes('no_insurance')) {
      hand.act('no_insurance');
      actions.push('no_insurance');
    }
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
