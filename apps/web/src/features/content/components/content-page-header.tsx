import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ContentPageHeaderProps {
  title: string;
  intro?: string | undefined;
  children?: ReactNode;
}

/** The h1 of a content page, with an optional line below it. */
export function ContentPageHeader({ title, intro, children }: ContentPageHeaderProps) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography
        component="h1"
        sx={{ typography: { xs: 'h4', md: 'h3' }, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {intro !== undefined && intro !== '' && (
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
