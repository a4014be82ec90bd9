import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_SITE_NAME } from '@satsino/contract/site';
import { LogoMark } from './logo-mark';

interface LogoProps {
  /** Shows the mark alone on phones, where the header needs the room for its buttons. */
  compactOnPhones?: boolean;
}

/** Mark and name. The name is the brand, so it is not translated. */
export function Logo({ compactOnPhones = false }: LogoProps) {
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
        {DEFAULT_SITE_NAME}
      </Typography>
    </Box>
  );
}
