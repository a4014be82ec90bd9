import type { CatalogueTexts } from '../texts.js';

export const en: CatalogueTexts = {
  categories: {
    original: 'Originals',
    live_casino: 'Live Casino',
    roulette: 'Roulette',
    blackjack: 'Blackjack',
    popular: 'Popular',
    game_show: 'Game Shows',
    featured: 'Featured',
    slots: 'Slots',
    table_games: 'Table Games',
  },
  descriptions: {
    dice: 'Pick a target number and roll over or under it: the less likely the roll, the bigger the payout. Every roll is provably fair, and you can verify it yourself. Return to player: {rtp}.',
    limbo:
      'Set a target multiplier and see whether the result reaches it. Aim low for frequent wins or high for rare, big ones. Provably fair. Return to player: {rtp}.',
    crash:
      'A multiplier climbs from 1.00x until it crashes. Cash out before it does to win your stake times the multiplier; wait too long and the bet is lost. Rounds are shared live with every player at the table. Return to player: {rtp}.',
    'crash-bull':
      'The crash table in a bull market: ride the rally and cash out before the crash. Live shared rounds on their own provably fair hash chain. Return to player: {rtp}.',
    'crash-sw':
      'The crash table in deep space: launch, climb and cash out before the ship explodes. Live shared rounds on their own provably fair hash chain. Return to player: {rtp}.',
    'european-roulette':
      'Classic single-zero roulette with 37 pockets. Bet on numbers, colours, dozens or columns; a single number pays 35 to 1. Return to player: {rtp}.',
    'roulette-royale':
      'Single-zero roulette at a royal high-limit table, with the same fair wheel and every classic bet. Return to player: {rtp}.',
    blackjack:
      'Beat the dealer by getting closer to 21 without going over. Blackjack pays 3 to 2, you may double down on any first two cards, and the dealer stands on soft 17. There is no splitting and no insurance. Return to player with basic strategy: {rtp}.',
    'blackjack-vip':
      'Blackjack at the VIP table: higher limits, the same rules. Blackjack pays 3 to 2, you may double down on any first two cards, and the dealer stands on soft 17. There is no splitting and no insurance. Return to player with basic strategy: {rtp}.',
    'money-wheel':
      'A big wheel of 54 segments, spun for you alone on every bet. Back the numbers you think the pointer will stop on: a winning segment pays its number to one, from 1 to 1 up to 40 to 1. Two multiplier segments, ×3 and ×7, spin the wheel again and multiply the next win, up to ×49. Return to player, depending on the number: at least {rtp}; the rules list every bet’s own.',
    'fruit-fiesta':
      'A sunny fruit slot with cherries, lemons and lucky sevens. Line up matching symbols from the left on 10 fixed paylines; the star is wild and stands in for any symbol. Return to player: {rtp}.',
    'pharaoh-gold':
      "Search the pyramids for the pharaoh's gold. Line up matching symbols from the left on 20 fixed paylines; the pyramid is wild and stands in for any symbol. Return to player: {rtp}.",
    'viking-voyage':
      'Set sail with the Norse raiders: axes, shields and longships on 20 fixed paylines, with Odin among the top pays. The rune is wild: it stands in for any symbol and pays the most of all. Return to player: {rtp}.',
    'neon-nights':
      'A retro slot in glowing neon, full of city nightlife. Line up matching symbols from the left on 10 fixed paylines; the disco ball is wild and stands in for any symbol. Return to player: {rtp}.',
    'dragon-pearls':
      "Win pearls from the dragon's hoard. Line up matching symbols from the left on 20 fixed paylines; the dragon is wild and stands in for any symbol. Return to player: {rtp}.",
    'cosmic-cash':
      'A slot among the stars, with planets, comets and rockets. Line up matching symbols from the left on 10 fixed paylines; the black hole is wild and stands in for any symbol. Return to player: {rtp}.',
  },
};
