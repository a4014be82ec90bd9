import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageMessageProps {
  /** A big status code above the title, e.g. 404; decorative, the title says it in words. */
  code?: string | undefined;
  title: string;
  message: string;
  action?: ReactNode;
}

/** A whole-page message with one way forward: not-found and error pages. */
export function PageMessage({ code, title, message, action }: PageMessageProps) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}
    >
      {code !== undefined && (
        <Typography
          aria-hidden
          sx={{
            typography: { xs: 'h2', md: 'h1' },
            color: 'primary.main',
            lineHeight: 1,
          }}
        >
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '48ch' }}>
        {message}
      </Typography>
      {action !== undefined && <Stack sx={{ pt: 2 }}>{action}</Stack>}
    </Stack>
  );
}
