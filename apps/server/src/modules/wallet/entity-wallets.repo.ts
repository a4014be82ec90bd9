import { COINS, type CoinSymbol, coinImagePath, isCoinSymbol } from '@satsino/contract/coins';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  DEFAULT_WITHDRAWAL_MAX_MINOR,
  DEFAULT_WITHDRAWAL_MIN_MINOR,
  type EntityWallet,
} from '@satsino/contract/wallet';
import { asc, eq, type SQL } from 'drizzle-orm';
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

/** The columns a coin of the cashier is read with: only enabled ones are offered. */
const WALLET_COLUMNS = {
  id: entityWallets.id,
  coin: entityWallets.coin,
  name: entityWallets.name,
  allowWithdrawals: entityWallets.allowWithdrawals,
  minTopupMinor: entityWallets.minTopupMinor,
  maxTopupMinor: entityWallets.maxTopupMinor,
  enabled: entityWallets.enabled,
};

type WalletRecord = Pick<typeof entityWallets.$inferSelect, keyof typeof WALLET_COLUMNS>;

function toWalletCoin(row: WalletRecord): WalletCoin | undefined {
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
    .select(WALLET_COLUMNS)
    .from(entityWallets)
    .where(eq(entityWallets.enabled, true))
    .orderBy(asc(entityWallets.position), asc(entityWallets.id));
  return rows.flatMap((row) => toWalletCoin(row) ?? []);
}

async function findEnabled(db: Db, where: SQL): Promise<WalletCoin | undefined> {
  const [row] = await db.select(WALLET_COLUMNS).from(entityWallets).where(where);
  return row?.enabled ? toWalletCoin(row) : undefined;
}

export const findEntityWallet = (db: Db, id: number) => findEnabled(db, eq(entityWallets.id, id));

export const findEntityWalletByCoin = (db: Db, coin: CoinSymbol) =>
  findEnabled(db, eq(entityWallets.coin, coin));

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
