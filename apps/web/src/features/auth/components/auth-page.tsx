import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { usePageTitle } from '../../../ui/use-page-title';

interface AuthPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Beside the form where there is room, below it on phones (the not-authenticated card). */
  aside?: ReactNode;
}

/** The frame of the guest pages: a titled card with the form, and an optional aside. */
export function AuthPage({ title, intro, children, aside }: AuthPageProps) {
  const titleId = useId();
  usePageTitle(title);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          '@': '1fr',
          '@md': aside === undefined ? '1fr' : 'repeat(2, minmax(0, 1fr))',
        },
        alignItems: 'start',
        maxWidth: aside === undefined ? '34rem' : '64rem',
        mx: 'auto',
      }}
    >
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={titleId}
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography id={titleId} component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
            {title}
          </Typography>
          {intro !== undefined && <Typography color="text.secondary">{intro}</Typography>}
        </Stack>
        {children}
      </Paper>
      {aside}
    </Box>
  );
}
