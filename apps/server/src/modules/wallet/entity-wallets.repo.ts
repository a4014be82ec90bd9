import { COINS, type CoinSymbol, coinImagePath, isCoinSymbol } from '@satsino/contract/coins';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  DEFAULT_WITHDRAWAL_MAX_MINOR,
  DEFAULT_WITHDRAWAL_MIN_MINOR,
  type EntityWallet,
} from '@satsino/contract/wallet';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { entityWallets } from './wallet.schema.js';

export interface WalletCoin {
  id: number;
  coin: CoinSymbol;
  name: string;
  allowWithdrawals: boolean;
  minTopupMinor: bigint | null;
  maxTopupMinor: bigint | null;
}

function toWalletCoin(row: typeof entityWallets.$inferSelect): WalletCoin | undefined {
  if (!isCoinSymbol(row.coin)) return undefined;
  return {
    id: row.id,
    coin: row.coin,
    name: row.name,
    allowWithdrawals: row.allowWithdrawals,
    minTopupMinor: row.minTopupMinor,
    maxTopupMinor: row.maxTopupMinor,
  };
}

export async function listEntityWallets(db: Db): Promise<WalletCoin[]> {
  const rows = await db
    .select()
    .from(entityWallets)
    .where(eq(entityWallets.enabled, true))
    .orderBy(asc(entityWallets.position), asc(entityWallets.id));
  return rows.flatMap((row) => toWalletCoin(row) ?? []);
}

export async function findEntityWallet(db: Db, id: number): Promise<WalletCoin | undefined> {
  const [row] = await db.select().from(entityWallets).where(eq(entityWallets.id, id));
  return row?.enabled ? toWalletCoin(row) : undefined;
}

export async function findEntityWalletByCoin(
  db: Db,
  coin: CoinSymbol,
): Promise<WalletCoin | undefined> {
  const [row] = await db.select().from(entityWallets).where(eq(entityWallets.coin, coin));
  return row?.enabled ? toWalletCoin(row) : undefined;
}

/** SPEC §9: the wallet's own bounds, else 10 and 500 of the account currency. */
export function withdrawalBounds(wallet: WalletCoin): { min: bigint; max: bigint } {
  return {
    min: wallet.minTopupMinor ?? BigInt(DEFAULT_WITHDRAWAL_MIN_MINOR),
    max: wallet.maxTopupMinor ?? BigInt(DEFAULT_WITHDRAWAL_MAX_MINOR),
  };
}

export function presentEntityWallet(wallet: WalletCoin): EntityWallet {
  const coin = COINS[wallet.coin];
  return {
    id: wallet.id,
    name: wallet.name,
    short_code: wallet.coin,
    coin_image: coinImagePath(wallet.coin),
    allow_withdrawals: wallet.allowWithdrawals ? 1 : 0,
    min_topup: wallet.minTopupMinor === null ? null : toApiMinorUnits(wallet.minTopupMinor),
    max_topup: wallet.maxTopupMinor === null ? null : toApiMinorUnits(wallet.maxTopupMinor),
    network: coin.network,
    decimals: coin.decimals,
    confirmations: coin.confirmations,
    withdrawal_fee: coin.withdrawalFee,
  };
}
