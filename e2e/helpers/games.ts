import type { Card } from '@satsino/contract/games';
import { GAME_SESSION_HEADER, type RoundResult } from '@satsino/contract/games';
import { type HiloGuess, hiloRank } from '@satsino/fairness/hilo';
import type { Page, Response } from 'playwright-core';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.js';
import { callApi } from './accounts.js';

/** A real-money dice session of the player's, opened through the launch flow as the host does. */
export async function openDiceSession(server: ServerProcess, token: string): Promise<string> {
  const { urldata } = await callApi<{ urldata: { url: string } }>(server, '/api/games/gameURL', {
    token,
    body: { game_id: 'dice' },
  });
  const launchToken = urldata.url.split('#launch=')[1];
  const { session } = await callApi<{ session: string }>(server, '/api/games/sessions', {
    body: { launch_token: launchToken },
    status: 201,
  });
  return session;
}

/** One dice round of `bet` minor units in the session, as the game host plays it. */
export async function playDice(
  server: ServerProcess,
  session: string,
  bet: number,
): Promise<RoundResult> {
  const response = await fetch(`${server.url}/api/games/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [GAME_SESSION_HEADER]: session },
    body: JSON.stringify({ bet, params: { engine: 'dice', target: 50, condition: 'over' } }),
  });
  if (response.status !== 200) {
    throw new Error(`round: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as RoundResult;
}

/**
 * The likelier HiLo guess on a card: an ace only goes
 * higher, a king only lower, a low card higher or the same, a high one lower or the same.
 */
export function likelierHiloGuess(card: Card): HiloGuess {
  const rank = hiloRank(card);
  if (rank === 1) return 'higher';
  if (rank === 13) return 'lower';
  return rank <= 7 ? 'higher_or_same' : 'lower_or_same';
}

/** A round's answer (`POST /api/games/rounds`), as the game page receives it. */
export function isRoundAnswer(answer: Response): boolean {
  return (
    new URL(answer.url()).pathname === '/api/games/rounds' && answer.request().method() === 'POST'
  );
}

/**
 * Starts the game's auto-play and answers once it has ended. It waits for the first round's
 * answer rather than for the Stop button: a run that ends at its first round (a win, in turbo)
 * can show Stop for less time than passes between two of Playwright's looks.
 */
export async function runAutoPlay(page: Page, timeout = 90_000): Promise<void> {
  const firstRound = page.waitForResponse(isRoundAnswer);
  await page.getByTestId('auto-start').click();
  await firstRound;
  await page.getByTestId('auto-start').waitFor({ timeout });
}
