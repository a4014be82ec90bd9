import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSiteName } from '../app/site/use-site-name';
import { LogoMark } from './logo-mark';

interface LogoProps {
  /** Shows the mark alone on phones, where the header needs the room for its buttons. */
  compactOnPhones?: boolean;
}

/** Mark and name. The name is the brand, so it is not translated. */
export function Logo({ compactOnPhones = false }: LogoProps) {
  const siteName = useSiteName();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LogoMark aria-hidden sx={{ fontSize: 32 }} />
      <Typography
        component="span"
        sx={{
          display: compactOnPhones ? { xs: 'none', sm: 'inline' } : 'inline',
          fontWeight: 800,
          fontSize: '1.25rem',
          letterSpacing: '-0.02em',
          lineHeight: 1,
        }}
      >
        {siteName}
      </Typography>
    </Box>
  );
}
