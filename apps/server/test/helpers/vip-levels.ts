import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postJson } from './wallet.js';

export interface TestVipLevel {
  key: string;
  /** Minor units: tests use small thresholds a funded player can climb. */
  min_wagered: number;
  cashback_bps: number;
  /** The level's texts by locale; its key in upper case in English when left out. */
  translations?: Record<string, { name: string; benefits: string[] }>;
}

/** Writes `levels`, lowest first, through the operator's VIP levels API. */
export async function createVipLevels(
  app: FastifyInstance,
  operatorToken: string,
  levels: readonly TestVipLevel[],
): Promise<void> {
  for (const [index, level] of levels.entries()) {
    const response = await postJson(app, '/api/admin/vip-levels', operatorToken, {
      key: level.key,
      position: index + 1,
      min_wagered: level.min_wagered,
      cashback_bps: level.cashback_bps,
      bonus_bps: 1_000,
      translations: level.translations ?? {
        en: { name: level.key.toUpperCase(), benefits: [] },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}
