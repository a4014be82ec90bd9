import { GAME_ART_MOTIFS, type GameArtMotif, type GameEngine } from '@satsino/contract/catalogue';

/** The motif a game's art shows unless the operator picks another. */
const VARIANT_MOTIFS: Record<string, GameArtMotif> = {
  'crash:crash': 'rocket',
  'crash:crashbull': 'bull',
  'crash:crashsw': 'starship',
  'roulette:royale': 'crown',
  'blackjack:vip': 'diamond',
  'slots:fruit-fiesta': 'fruit',
  'slots:pharaoh-gold': 'pyramid',
  'slots:viking-voyage': 'longship',
  'slots:neon-nights': 'neon',
  'slots:dragon-pearls': 'dragon',
  'slots:cosmic-cash': 'planet',
};
const ENGINE_MOTIFS: Record<GameEngine, GameArtMotif> = {
  dice: 'dice',
  limbo: 'limbo',
  crash: 'rocket',
  roulette: 'roulette',
  blackjack: 'cards',
  wheel: 'wheel',
  slots: 'fruit',
};

export function defaultMotif(engine: GameEngine, variant: string): GameArtMotif {
  return VARIANT_MOTIFS[`${engine}:${variant}`] ?? ENGINE_MOTIFS[engine];
}

export const isMotif = (value: string): value is GameArtMotif =>
  (GAME_ART_MOTIFS as readonly string[]).includes(value);

/** A stored image key, or the engine's motif should the key be one this build cannot draw. */
export const motifOf = (imageKey: string, engine: GameEngine): GameArtMotif =>
  isMotif(imageKey) ? imageKey : ENGINE_MOTIFS[engine];
