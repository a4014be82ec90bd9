import { isCoinSymbol } from '@satsino/contract/coins';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { DepositRequest, WithdrawalRequest } from '@satsino/contract/wallet';
import type { DepositRequestRow } from './deposit-requests.repo.js';
import type { WithdrawalRow } from './withdrawals.repo.js';

function coinOf(value: string) {
  if (!isCoinSymbol(value)) throw new Error(`unknown coin ${value}`);
  return value;
}

export function presentWithdrawal(row: WithdrawalRow): WithdrawalRequest {
  return {
    id: row.id,
    uuid: row.uuid,
    entity_wallet_id: row.entityWalletId,
    coin: coinOf(row.coin),
    wallet_address: row.address,
    amount: toApiMinorUnits(row.amountMinor),
    fee: toApiMinorUnits(row.feeMinor),
    net_amount: toApiMinorUnits(row.amountMinor - row.feeMinor),
    crypto_amount: row.cryptoAmount,
    status: row.status,
    rail: row.rail,
    txid: row.txid,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDepositRequest(row: DepositRequestRow): DepositRequest {
  return {
    id: row.id,
    uuid: row.uuid,
    type: 'deposit',
    entity_wallet_id: row.entityWalletId,
    coin: coinOf(row.coin),
    reference_number: row.referenceNumber,
    sent_amount: toApiMinorUnits(row.sentAmountMinor),
    amount: row.creditedMinor === null ? null : toApiMinorUnits(row.creditedMinor),
    status: row.status,
    confirmed: row.status === 'confirmed' ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}
