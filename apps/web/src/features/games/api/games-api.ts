import {
  activeRoundResponse,
  fairnessState,
  freeSpinsResponse,
  GAME_SESSION_HEADER,
  gameSession,
  liveFeedResponse,
  type RoundAction,
  type RoundRequest,
  roundResult,
  seedRotation,
} from '@satsino/contract/games';
import { queryOptions } from '@tanstack/react-query';
import {
  type AnswerSchema,
  API_REQUEST_TIMEOUT_MS,
  apiErrorOf,
  apiGet,
} from '../../../lib/api-client';
import { UnexpectedAnswerError } from '../../../lib/api-error';

const API_BASE_PATH = '/api';

/** The live feed is asked again this often while the page is visible (SPEC §2 live feed). */
export const LIVE_FEED_REFRESH_MS = 5_000;

interface GameRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The game session, sent in the x-game-session header; absent only for the exchange. */
  session?: string;
  signal?: AbortSignal;
}

/**
 * A call of the game host. Not the app's `request()`: the game host speaks for a game session
 * (the `x-game-session` header), never for the site's bearer token, so a game opened in demo by
 * a signed-in player cannot touch their money. Answers are parsed by the contract like
 * everywhere else, and errors carry the server's message.
 */
export async function gameRequest<Answer>(
  path: string,
  schema: AnswerSchema<Answer>,
  { method = 'GET', body, session, signal }: GameRequestOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session !== undefined) headers[GAME_SESSION_HEADER] = session;
  const timeout = AbortSignal.timeout(API_REQUEST_TIMEOUT_MS);
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
  });
  const json: unknown = (response.headers.get('Content-Type') ?? '').includes('json')
    ? await response.json().catch(() => undefined)
    : undefined;
  if (response.ok) {
    try {
      return schema.parse(json);
    } catch (cause) {
      throw new UnexpectedAnswerError(path, { cause });
    }
  }
  throw apiErrorOf(response.status, json);
}

/** `POST /api/games/sessions`: the launch token (single use) for a game session. */
export function exchangeLaunchToken(launchToken: string) {
  return gameRequest('/games/sessions', gameSession, {
    method: 'POST',
    body: { launch_token: launchToken },
  });
}

/** `POST /api/games/rounds`: one round (or a blackjack deal). */
export function playRound(session: string, round: RoundRequest) {
  return gameRequest('/games/rounds', roundResult, { method: 'POST', body: round, session });
}

/**
 * `POST /api/games/rounds/:id/action`: the next move of a round in steps (blackjack's hit, stand
 * or double; a HiLo guess, skip or cash-out; a Mines tile, as its number, or cash-out) at its
 * place in the round (`actionIndex`: the actions taken before it), so a retried request is not
 * played twice.
 */
export function playAction(
  session: string,
  roundId: number,
  action: RoundAction,
  actionIndex: number,
) {
  const body =
    typeof action === 'number'
      ? { action: 'reveal', tile: action, action_index: actionIndex }
      : { action, action_index: actionIndex };
  return gameRequest(`/games/rounds/${roundId}/action`, roundResult, {
    method: 'POST',
    body,
    session,
  });
}

/** `GET /api/games/rounds/active`: the hand left unfinished, to resume it. */
export function fetchActiveRound(session: string, signal?: AbortSignal) {
  return gameRequest('/games/rounds/active', activeRoundResponse, { session, signal });
}

/** `GET /api/games/fairness`: the seed pair in play. */
export function fetchFairness(session: string, signal?: AbortSignal) {
  return gameRequest('/games/fairness', fairnessState, { session, signal });
}

/** `GET /api/games/free-spins`: the player's free spins on this game, or null (issue 14). */
export function fetchFreeSpins(session: string, signal?: AbortSignal) {
  return gameRequest('/games/free-spins', freeSpinsResponse, { session, signal });
}

/** `POST /api/games/fairness/client-seed`: a new client seed (the server seed rotates too). */
export function changeClientSeed(session: string, clientSeed: string) {
  return gameRequest('/games/fairness/client-seed', seedRotation, {
    method: 'POST',
    body: { client_seed: clientSeed },
    session,
  });
}

/** `POST /api/games/fairness/rotate`: reveals the server seed and commits to a new one. */
export function rotateSeeds(session: string) {
  return gameRequest('/games/fairness/rotate', seedRotation, { method: 'POST', session });
}

/**
 * `GET /api/livefeed`: the latest real-money rounds. The bearer token (when signed in) adds
 * the player's own rounds, so the key carries whether one was sent.
 */
export function liveFeedQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: ['games', 'livefeed', signedIn],
    queryFn: ({ signal }) => apiGet('/livefeed', liveFeedResponse, { signal }),
    refetchInterval: LIVE_FEED_REFRESH_MS,
    // Polling stops while the tab is hidden (TanStack's default) and picks up on return.
    refetchIntervalInBackground: false,
  });
}
