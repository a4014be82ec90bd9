import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorLine } from '../../../ui/load-error';

/** A catalogue call that failed, with a way to ask again. */
export function CatalogueLoadError({
  onRetry,
  retrying = false,
}: {
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorLine
      message={t('casino.loadFailed')}
      variant="standard"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** Nothing to show, why, and the ways on. */
export function EmptyState({ icon, title, text, actions }: EmptyStateProps) {
  return (
    <Stack
      role="status"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        py: { xs: 5, md: 8 },
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Stack aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
        {icon}
      </Stack>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '52ch' }}>
        {text}
      </Typography>
      {actions !== undefined && (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', pt: 1 }}
        >
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
