import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A catalogue page's h1, an optional line under it, and room for something beside it. */
export function CataloguePageHeader({
  title,
  subtitle,
  media,
}: {
  title: string;
  subtitle?: string | undefined;
  media?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: { xs: 2, md: 3 } }}>
      {media}
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography color="text.secondary" variant="body2">
            {subtitle}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
