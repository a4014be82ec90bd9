import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';

/** One placeholder per row of the details (server, database, version). */
const PLACEHOLDER_ROWS = ['server', 'database', 'version'] as const;

/** The shape of the details while the first answer is on its way. */
export function ServerStatusSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {t('status.checking')}
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
        {PLACEHOLDER_ROWS.map((row) => (
          <Box key={row} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="rounded" width="25%" height={24} />
          </Box>
        ))}
      </Box>
    </>
  );
}
