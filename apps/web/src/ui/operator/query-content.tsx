import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../load-error';
import { visuallyHidden } from '../visually-hidden';

/** Placeholder rows while a list loads. */
const PLACEHOLDER_ROWS = ['first', 'second', 'third', 'fourth'] as const;

interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** Shown instead of the content when the answer has nothing to show. */
  emptyText: string;
  isEmpty: (data: Data) => boolean;
  /** Title of the error box; the lists share one. */
  errorTitle?: string;
  children: (data: Data) => ReactNode;
}

/**
 * The states every operator list goes through: placeholders while loading, an error with a way
 * to try again, a sentence when there is nothing, else the content.
 */
export function QueryContent<Data>({
  query,
  emptyText,
  isEmpty,
  errorTitle,
  children,
}: QueryContentProps<Data>) {
  const { t } = useTranslation('admin');

  if (query.isPending) {
    return (
      <>
        <Box component="span" sx={visuallyHidden}>
          {t('common.loading')}
        </Box>
        <Stack spacing={1} aria-hidden>
          {PLACEHOLDER_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      </>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorPanel
        title={errorTitle ?? t('common.loadFailedTitle')}
        message={t('common.loadFailedMessage')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty(query.data)) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return children(query.data);
}
