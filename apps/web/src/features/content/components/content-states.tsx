import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadErrorLine } from '../../../ui/load-error';
import { visuallyHidden } from '../../../ui/visually-hidden';

interface ContentErrorProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** A load that failed, with a way to ask again. */
export function ContentError({ onRetry, retrying = false }: ContentErrorProps) {
  const { t } = useTranslation();
  return (
    <LoadErrorLine
      message={t('content.loadFailed')}
      variant="standard"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Nothing published yet. */
export function ContentEmpty({ message }: { message: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {message}
    </Typography>
  );
}

/** Said to screen readers while the placeholders show. */
export function LoadingLabel() {
  const { t } = useTranslation();
  return (
    <Box component="span" role="status" sx={visuallyHidden}>
      {t('common.loading')}
    </Box>
  );
}

/** Placeholder of a Markdown article: a title and a few paragraphs. */
export function ArticleSkeleton() {
  return (
    <>
      <LoadingLabel />
      <Stack spacing={1.5} aria-hidden>
        <Skeleton variant="text" sx={{ typography: 'h3', width: '60%' }} />
        {['a', 'b', 'c', 'd', 'e'].map((line) => (
          <Skeleton key={line} variant="text" sx={{ typography: 'body1' }} />
        ))}
        <Skeleton variant="text" sx={{ typography: 'body1', width: '40%' }} />
      </Stack>
    </>
  );
}

/** Placeholder of a grid of cards. */
export function CardGridSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <>
      <LoadingLabel />
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        }}
      >
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={String(index)} variant="rounded" height={height} />
        ))}
      </Box>
    </>
  );
}
