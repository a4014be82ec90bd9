import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { GameTileSkeleton } from '../components/game-tile';
import { gameGridSx } from '../lobby/games-grid';

/** A category's or a provider's page while it is being looked up. */
export function BrowsePageSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('common.loading')}
      </Box>
      <Box aria-hidden>
        <Skeleton variant="text" sx={{ typography: 'h4', width: '40%', mb: 3 }} />
        <Box sx={gameGridSx}>
          {Array.from({ length: 12 }, (_, index) => (
            <GameTileSkeleton key={String(index)} />
          ))}
        </Box>
      </Box>
    </>
  );
}
