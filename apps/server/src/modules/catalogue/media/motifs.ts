import {
  type CatalogueEngine,
  GAME_ART_MOTIFS,
  type GameArtMotif,
  type GameEngine,
} from '@satsino/contract/catalogue';

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
const ENGINE_MOTIFS: Record<CatalogueEngine, GameArtMotif> = {
  dice: 'dice',
  limbo: 'limbo',
  crash: 'rocket',
  roulette: 'roulette',
  blackjack: 'cards',
  wheel: 'wheel',
  slots: 'fruit',
  mines: 'mines',
  plinko: 'plinko',
  keno: 'keno',
  hilo: 'cards',
  // A provider's game without a kept thumbnail (its image key is then its category's motif).
  provider: 'cards',
};

export function defaultMotif(engine: GameEngine, variant: string): GameArtMotif {
  return VARIANT_MOTIFS[`${engine}:${variant}`] ?? ENGINE_MOTIFS[engine];
}

export const isMotif = (value: string): value is GameArtMotif =>
  (GAME_ART_MOTIFS as readonly string[]).includes(value);

/** A stored image key, or the engine's motif should the key be one this build cannot draw. */
export const motifOf = (imageKey: string, engine: CatalogueEngine): GameArtMotif =>
  isMotif(imageKey) ? imageKey : ENGINE_MOTIFS[engine];
