import { formatNumber } from '../../../i18n/format';

/** A stated RTP in basis points as a percentage: 9_900 → "99.00%". */
export function formatRtp(rtpBps: number, locale: string): string {
  return formatNumber(rtpBps / 10_000, locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
