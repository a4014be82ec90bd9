import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrashChain } from '@satsino/contract/crash';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { CRASH_CHAINS_PATH } from '../../../lib/crash-paths';

const hashSx = { fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.8rem' } as const;

/** The chain's commitment (terminating hash, salt and its block) and how a round is decided. */
export function FairnessPanel({ chain, rtpBps }: { chain: CrashChain | null; rtpBps: number }) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const titleId = useId();
  const rtp = formatNumber(rtpBps / 100, locale, { maximumFractionDigits: 2 });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('fairness.title')}
        </Typography>
        {chain === null ? (
          <Typography color="text.secondary">{t('fairness.noChain')}</Typography>
        ) : (
          <>
            <div>
              <Typography variant="subtitle2">{t('fairness.terminatingHash')}</Typography>
              <Typography sx={hashSx} data-testid="crash-terminating-hash">
                {chain.terminating_hash}
              </Typography>
            </div>
            <div>
              <Typography variant="subtitle2">
                {chain.promised_block_height === null
                  ? t('fairness.saltLegacy')
                  : t('fairness.saltOfBlock', {
                      height: formatNumber(chain.promised_block_height, locale),
                    })}
              </Typography>
              <Typography sx={hashSx}>{chain.salt}</Typography>
            </div>
            <Typography variant="body2" color="text.secondary">
              {t('fairness.chainLength', { length: formatNumber(chain.length, locale) })}
            </Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('fairness.how', { rtp })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('fairness.payout')}
        </Typography>
        <Link component={RouterLink} to={localizedPath(CRASH_CHAINS_PATH, locale)} variant="body2">
          {t('fairness.allChains')}
        </Link>
      </Stack>
    </Paper>
  );
}
