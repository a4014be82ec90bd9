import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_SITE_NAME } from '@satsino/contract/site';
import { LogoMark } from './logo-mark';

/** Mark and name. The name is the brand, so it is not translated. */
export function Logo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LogoMark aria-hidden sx={{ fontSize: 32 }} />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        {DEFAULT_SITE_NAME}
      </Typography>
    </Box>
  );
}
