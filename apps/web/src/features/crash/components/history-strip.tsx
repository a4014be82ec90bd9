import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CrashHistoryEntry } from '@satsino/contract/crash';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatMultiplier } from '../crash-format';

/** The strip's height: a chip (32 px) and the room under it. */
const STRIP_HEIGHT_PX = 40;

/** The last crash points, newest first; each opens the round's verification. */
export function HistoryStrip({
  history,
  onVerify,
}: {
  history: CrashHistoryEntry[];
  onVerify: (entry: CrashHistoryEntry) => void;
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="overline" color="text.secondary">
        {t('history.title')}
      </Typography>
      {history.length === 0 ? (
        // As tall as the row of chips that replaces it: the graph below does not jump.
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ height: STRIP_HEIGHT_PX, lineHeight: '32px' }}
        >
          {t('history.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          data-testid="crash-history"
          sx={{
            display: 'flex',
            gap: 1,
            // One fixed height, whatever overflows: a row that outgrows the width (about nine
            // rounds on a phone) or a scrollbar a browser shows anyway never moves the graph.
            height: STRIP_HEIGHT_PX,
            boxSizing: 'border-box',
            overflowX: 'auto',
            overflowY: 'hidden',
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1,
            '& > li': { flexShrink: 0 },
            // The row scrolls by touch, wheel or keyboard without a scrollbar under the chips;
            // the older ones fade out at the end instead of being cut.
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            maskImage: 'linear-gradient(to right, #000 calc(100% - 48px), transparent)',
          }}
        >
          {history.map((entry) => {
            const multiplier = formatMultiplier(entry.crash_point_x100, locale);
            return (
              <li key={entry.id}>
                <Chip
                  clickable
                  onClick={() => onVerify(entry)}
                  label={`${multiplier}×`}
                  aria-label={t('history.verify', { id: entry.id, multiplier })}
                  color={entry.crash_point_x100 >= 200 ? 'success' : 'default'}
                  variant={entry.crash_point_x100 >= 200 ? 'outlined' : 'filled'}
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                />
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
