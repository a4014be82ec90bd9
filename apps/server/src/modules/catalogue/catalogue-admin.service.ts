import {
  type AdminCategory,
  type AdminCategoryUpdate,
  type AdminCategoryWrite,
  type AdminGame,
  type AdminGameCreate,
  type AdminGameUpdate,
  type AdminProvider,
  type AdminProviderUpdate,
  type AdminProviderWrite,
  GAME_VARIANTS,
  type GameEngine,
} from '@satsino/contract/catalogue';
import { gameRtpBps } from '@satsino/fairness/rtp';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { createCategoryAdmin } from './catalogue-admin-categories.js';
import { createGameAdmin } from './catalogue-admin-games.js';
import { createProviderAdmin } from './catalogue-admin-providers.js';
import { createCatalogueWrites, type Operator } from './catalogue-admin-writes.js';

export interface CatalogueAdminService {
  engines(): {
    engines: { engine: GameEngine; variants: string[]; rtp_bps: Record<string, number> }[];
  };
  listCategories(): Promise<AdminCategory[]>;
  createCategory(operator: Operator, body: AdminCategoryWrite): Promise<AdminCategory>;
  updateCategory(operator: Operator, id: number, body: AdminCategoryUpdate): Promise<AdminCategory>;
  deleteCategory(operator: Operator, id: number): Promise<void>;
  listProviders(): Promise<AdminProvider[]>;
  createProvider(operator: Operator, body: AdminProviderWrite): Promise<AdminProvider>;
  updateProvider(operator: Operator, id: number, body: AdminProviderUpdate): Promise<AdminProvider>;
  deleteProvider(operator: Operator, id: number): Promise<void>;
  listGames(): Promise<AdminGame[]>;
  getGame(id: number): Promise<AdminGame>;
  createGame(operator: Operator, body: AdminGameCreate): Promise<AdminGame>;
  updateGame(operator: Operator, id: number, body: AdminGameUpdate): Promise<AdminGame>;
  setPublished(operator: Operator, id: number, published: boolean): Promise<AdminGame>;
  deleteGame(operator: Operator, id: number): Promise<void>;
}

/**
 * The operator's writes to the catalogue. Admins only; the routes check the role. Categories,
 * studios and games each have their own part; all write through the one shape of
 * catalogue-admin-writes.ts, which logs every write in its own transaction.
 */
export function createCatalogueAdminService(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
}): CatalogueAdminService {
  const write = createCatalogueWrites({ pool: deps.pool, operatorLog: deps.operatorLog });
  return {
    engines() {
      return {
        engines: (Object.keys(GAME_VARIANTS) as GameEngine[]).map((engine) => ({
          engine,
          variants: [...GAME_VARIANTS[engine]],
          rtp_bps: Object.fromEntries(
            GAME_VARIANTS[engine].map((variant) => [variant, gameRtpBps(engine, variant)]),
          ),
        })),
      };
    },
    ...createCategoryAdmin({ db: deps.db, write }),
    ...createProviderAdmin({ db: deps.db, write }),
    ...createGameAdmin({ db: deps.db, write }),
  };
}
