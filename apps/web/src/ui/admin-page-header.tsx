import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  titleId: string;
  title: string;
  intro: string;
  /** Page-wide controls beside the title: a filter, a refresh button. */
  actions?: ReactNode;
}

/** The heading of an operator page, like the settings pages' (an h2 under the layout's h1). */
export function AdminPageHeader({ titleId, title, intro, actions }: AdminPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: '70ch' }}>
          {intro}
        </Typography>
      </Box>
      {actions !== undefined && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
