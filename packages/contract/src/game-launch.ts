import { z } from 'zod';

/**
 * Launching a game (DESIGN §5): the modes and the launch call's schemas, apart from games.ts's
 * schemas of every round and engine, so that the lobby, which launches games, builds none of
 * those while its first page starts (issue 12). games.ts re-exports them.
 */

export const GAME_MODES = ['real', 'demo'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const gameUrlRequest = z.object({ game_id: z.string().min(1).max(80) });
export const gameUrlResponse = z
  .object({ urldata: z.object({ url: z.string() }) })
  .meta({ id: 'GameUrl' });
export type GameUrlResponse = z.infer<typeof gameUrlResponse>;
