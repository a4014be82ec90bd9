import { COINS, isCoinSymbol } from '@satsino/contract/coins';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import type { Currency } from '@satsino/contract/money';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { schema } from '../../db/schema.js';
import type { LedgerWork } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { limitText } from './wallet.errors.js';

/**
 * The notices of a player's money moving in or out, in the player's language. `amount` is the
 * amount in the player's currency ("50.00 USD"), `coins` what the chain moved ("0.00100000 BTC").
 */
export interface MoneyNoticeTexts {
  depositCredited: (coins: string, amount: string) => string;
  withdrawalApproved: (amount: string) => string;
  withdrawalSent: (amount: string, coins: string, txid: string) => string;
  withdrawalConfirmed: (amount: string) => string;
  withdrawalRejected: (amount: string) => string;
  /** The operator's reason is their own words: it ends the text, as they wrote it. */
  withdrawalRejectedBecause: (amount: string, reason: string) => string;
}

export const MONEY_NOTICES: Record<Locale, MoneyNoticeTexts> = {
  en: {
    depositCredited: (coins, amount) => `Deposit credited: ${coins} (${amount}).`,
    withdrawalApproved: (amount) =>
      `Your withdrawal of ${amount} was approved and will be sent shortly.`,
    withdrawalSent: (amount, coins, txid) =>
      `Your withdrawal of ${amount} was sent: ${coins}, transaction ${txid}.`,
    withdrawalConfirmed: (amount) => `Your withdrawal of ${amount} is confirmed on the network.`,
    withdrawalRejected: (amount) =>
      `Your withdrawal of ${amount} was rejected; the amount is back in your balance.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Your withdrawal of ${amount} was rejected; the amount is back in your balance. Reason: ${reason}`,
  },
  de: {
    depositCredited: (coins, amount) => `Einzahlung gutgeschrieben: ${coins} (${amount}).`,
    withdrawalApproved: (amount) =>
      `Deine Auszahlung von ${amount} wurde genehmigt und wird in Kürze gesendet.`,
    withdrawalSent: (amount, coins, txid) =>
      `Deine Auszahlung von ${amount} wurde gesendet: ${coins}, Transaktion ${txid}.`,
    withdrawalConfirmed: (amount) => `Deine Auszahlung von ${amount} ist im Netzwerk bestätigt.`,
    withdrawalRejected: (amount) =>
      `Deine Auszahlung von ${amount} wurde abgelehnt; der Betrag ist wieder in deinem Guthaben.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Deine Auszahlung von ${amount} wurde abgelehnt; der Betrag ist wieder in deinem Guthaben. Grund: ${reason}`,
  },
  es: {
    depositCredited: (coins, amount) => `Depósito acreditado: ${coins} (${amount}).`,
    withdrawalApproved: (amount) =>
      `Tu retiro de ${amount} ha sido aprobado y se enviará en breve.`,
    withdrawalSent: (amount, coins, txid) =>
      `Tu retiro de ${amount} ha sido enviado: ${coins}, transacción ${txid}.`,
    withdrawalConfirmed: (amount) => `Tu retiro de ${amount} está confirmado en la red.`,
    withdrawalRejected: (amount) =>
      `Tu retiro de ${amount} ha sido rechazado; el importe ha vuelto a tu saldo.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Tu retiro de ${amount} ha sido rechazado; el importe ha vuelto a tu saldo. Motivo: ${reason}`,
  },
  fi: {
    depositCredited: (coins, amount) => `Talletus hyvitetty: ${coins} (${amount}).`,
    withdrawalApproved: (amount) => `Nostosi ${amount} on hyväksytty, ja se lähetetään pian.`,
    withdrawalSent: (amount, coins, txid) =>
      `Nostosi ${amount} on lähetetty: ${coins}, transaktio ${txid}.`,
    withdrawalConfirmed: (amount) => `Nostosi ${amount} on vahvistettu verkossa.`,
    withdrawalRejected: (amount) => `Nostosi ${amount} hylättiin; summa on palautettu saldollesi.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Nostosi ${amount} hylättiin; summa on palautettu saldollesi. Syy: ${reason}`,
  },
  fr: {
    depositCredited: (coins, amount) => `Dépôt crédité : ${coins} (${amount}).`,
    withdrawalApproved: (amount) =>
      `Votre retrait de ${amount} a été approuvé et sera envoyé sous peu.`,
    withdrawalSent: (amount, coins, txid) =>
      `Votre retrait de ${amount} a été envoyé : ${coins}, transaction ${txid}.`,
    withdrawalConfirmed: (amount) => `Votre retrait de ${amount} est confirmé sur le réseau.`,
    withdrawalRejected: (amount) =>
      `Votre retrait de ${amount} a été refusé ; le montant est de retour sur votre solde.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Votre retrait de ${amount} a été refusé ; le montant est de retour sur votre solde. Motif : ${reason}`,
  },
  it: {
    depositCredited: (coins, amount) => `Deposito accreditato: ${coins} (${amount}).`,
    withdrawalApproved: (amount) =>
      `Il tuo prelievo di ${amount} è stato approvato e verrà inviato a breve.`,
    withdrawalSent: (amount, coins, txid) =>
      `Il tuo prelievo di ${amount} è stato inviato: ${coins}, transazione ${txid}.`,
    withdrawalConfirmed: (amount) => `Il tuo prelievo di ${amount} è confermato sulla rete.`,
    withdrawalRejected: (amount) =>
      `Il tuo prelievo di ${amount} è stato rifiutato; l'importo è tornato sul tuo saldo.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Il tuo prelievo di ${amount} è stato rifiutato; l'importo è tornato sul tuo saldo. Motivo: ${reason}`,
  },
  ja: {
    depositCredited: (coins, amount) => `入金が反映されました：${coins}（${amount}）`,
    withdrawalApproved: (amount) => `${amount} の出金が承認されました。まもなく送金されます。`,
    withdrawalSent: (amount, coins, txid) =>
      `${amount} の出金を送金しました：${coins}、トランザクション ${txid}`,
    withdrawalConfirmed: (amount) => `${amount} の出金がネットワーク上で確定しました。`,
    withdrawalRejected: (amount) => `${amount} の出金は却下され、金額は残高に戻りました。`,
    withdrawalRejectedBecause: (amount, reason) =>
      `${amount} の出金は却下され、金額は残高に戻りました。理由：${reason}`,
  },
  nb: {
    depositCredited: (coins, amount) => `Innskudd godskrevet: ${coins} (${amount}).`,
    withdrawalApproved: (amount) => `Uttaket ditt på ${amount} er godkjent og sendes snart.`,
    withdrawalSent: (amount, coins, txid) =>
      `Uttaket ditt på ${amount} er sendt: ${coins}, transaksjon ${txid}.`,
    withdrawalConfirmed: (amount) => `Uttaket ditt på ${amount} er bekreftet i nettverket.`,
    withdrawalRejected: (amount) =>
      `Uttaket ditt på ${amount} ble avvist; beløpet er tilbake på saldoen din.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Uttaket ditt på ${amount} ble avvist; beløpet er tilbake på saldoen din. Årsak: ${reason}`,
  },
  pt: {
    depositCredited: (coins, amount) => `Depósito creditado: ${coins} (${amount}).`,
    withdrawalApproved: (amount) => `Seu saque de ${amount} foi aprovado e será enviado em breve.`,
    withdrawalSent: (amount, coins, txid) =>
      `Seu saque de ${amount} foi enviado: ${coins}, transação ${txid}.`,
    withdrawalConfirmed: (amount) => `Seu saque de ${amount} foi confirmado na rede.`,
    withdrawalRejected: (amount) =>
      `Seu saque de ${amount} foi recusado; o valor voltou para o seu saldo.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `Seu saque de ${amount} foi recusado; o valor voltou para o seu saldo. Motivo: ${reason}`,
  },
  tr: {
    depositCredited: (coins, amount) => `Yatırımınız hesabınıza eklendi: ${coins} (${amount}).`,
    withdrawalApproved: (amount) =>
      `${amount} tutarındaki çekim talebiniz onaylandı ve kısa süre içinde gönderilecek.`,
    withdrawalSent: (amount, coins, txid) =>
      `${amount} tutarındaki çekiminiz gönderildi: ${coins}, işlem ${txid}.`,
    withdrawalConfirmed: (amount) => `${amount} tutarındaki çekiminiz ağda onaylandı.`,
    withdrawalRejected: (amount) =>
      `${amount} tutarındaki çekim talebiniz reddedildi; tutar bakiyenize iade edildi.`,
    withdrawalRejectedBecause: (amount, reason) =>
      `${amount} tutarındaki çekim talebiniz reddedildi; tutar bakiyenize iade edildi. Neden: ${reason}`,
  },
};

/**
 * "0.00100000 BTC": a coin amount with all of its coin's decimals, as the wallet shows coins (the
 * database answers "0.001"). More decimals (millisatoshis of a Lightning payment) stay as given.
 */
export function coinsText(cryptoAmount: string, coin: string): string {
  const decimals = isCoinSymbol(coin) ? COINS[coin].decimals : 0;
  const [whole, fraction = ''] = cryptoAmount.split('.');
  if (fraction.length >= decimals) return `${cryptoAmount} ${coin}`;
  return `${whole}.${fraction.padEnd(decimals, '0')} ${coin}`;
}

/** "50.00 USD": an amount of the player's currency, as the tip notices show it. */
export const amountText = (minor: bigint, currency: string) =>
  limitText(minor, currency as Currency);

const TXID_SHOWN_CHARS = 8;

/** A transaction id short enough to read in a notice: "3f2a9c1b…7d04e8aa". */
export function shortTxid(txid: string): string {
  if (txid.length <= TXID_SHOWN_CHARS * 2 + 1) return txid;
  return `${txid.slice(0, TXID_SHOWN_CHARS)}…${txid.slice(-TXID_SHOWN_CHARS)}`;
}

/**
 * Stores a money notice inside the transaction that moves the money or changes the request's
 * status, in the language the player has chosen (read on the same connection: a transaction
 * that holds locks must not wait for a second one). The caller publishes after the commit, so a
 * rolled-back transaction tells nobody and a replay that moves nothing stages nothing.
 */
export async function stageMoneyNotice(
  notifier: Notifier,
  work: LedgerWork,
  userId: number,
  text: (notices: MoneyNoticeTexts) => string,
): Promise<() => void> {
  const { rows } = await work.client.query<{ locale: string }>(
    'SELECT locale FROM users WHERE id = $1',
    [userId],
  );
  const locale = rows[0] && isLocale(rows[0].locale) ? rows[0].locale : DEFAULT_LOCALE;
  // The ledger's client is the pool's client of this transaction; Drizzle's view of it writes
  // the notification into the same transaction.
  const tx = drizzle({ client: work.client as pg.PoolClient, schema });
  const staged = await notifier.stage(tx, userId, text(MONEY_NOTICES[locale]));
  return staged.publish;
}
