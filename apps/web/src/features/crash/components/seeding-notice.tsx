import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrashTableState } from '@satsino/contract/crash';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { CRASH_CHAINS_PATH } from '../../../lib/crash-paths';

/**
 * In place of the graph while a table has no salted chain: why no round runs, and what it waits
 * for (the promised Bitcoin block), rather than a round that seems stuck.
 */
export function SeedingNotice({
  state,
  accent,
}: {
  state: Pick<CrashTableState, 'seeding' | 'waiting_chain'>;
  accent: 'primary' | 'success' | 'info';
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const titleId = useId();
  const waiting = state.seeding === 'waiting_for_salt' ? state.waiting_chain : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      role="status"
      data-testid="crash-seeding-notice"
      data-seeding={state.seeding}
      sx={{ p: { xs: 2, sm: 3 }, minHeight: 240, display: 'flex', alignItems: 'center' }}
    >
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HourglassEmptyOutlined color={accent} aria-hidden />
          <Typography id={titleId} component="h2" variant="h6">
            {waiting ? t('seeding.waitingTitle') : t('seeding.noChainTitle')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ maxWidth: '65ch' }}>
          {waiting
            ? t('seeding.waiting', {
                date: formatDate(waiting.published_at, locale),
                height: formatNumber(waiting.promised_block_height ?? 0, locale),
              })
            : t('seeding.noChain')}
        </Typography>
        {waiting && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">{t('seeding.terminatingHash')}</Typography>
            <Typography
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.8rem' }}
            >
              {waiting.terminating_hash}
            </Typography>
          </Box>
        )}
        <Box>
          <Button
            component={RouterLink}
            to={localizedPath(CRASH_CHAINS_PATH, locale)}
            variant="outlined"
            color={accent}
          >
            {t('seeding.allChains')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
