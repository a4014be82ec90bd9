import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';

interface Provider {
  /** The provider's code, as in `/providers/{id}`. */
  code: string;
  name: string;
  /** Each name set in its own lettering, so the strip reads as a row of logos. */
  lettering: SxProps<Theme>;
}

/** SPEC §2 game providers strip: these seven, in this order. Brand names are not translated. */
const PROVIDERS: readonly Provider[] = [
  {
    code: 'evolution',
    name: 'Evolution',
    lettering: { textTransform: 'uppercase', letterSpacing: '0.2em', fontWeight: 700 },
  },
  {
    code: 'bigtimegaming',
    name: 'Big Time Gaming',
    lettering: { textTransform: 'uppercase', fontWeight: 800, fontSize: '0.75rem' },
  },
  { code: 'netent', name: 'NetEnt', lettering: { fontWeight: 800, letterSpacing: '-0.02em' } },
  { code: 'nextgen', name: 'NextGen', lettering: { fontWeight: 600, fontStyle: 'italic' } },
  { code: 'playngo', name: "Play'n GO", lettering: { fontWeight: 800 } },
  {
    code: 'thunderkick',
    name: 'Thunderkick',
    lettering: { fontWeight: 700, fontStyle: 'italic', letterSpacing: '-0.01em' },
  },
  {
    code: 'yggdrasil',
    name: 'Yggdrasil',
    lettering: { textTransform: 'uppercase', letterSpacing: '0.12em', fontWeight: 600 },
  },
];

/**
 * The game providers strip: a heading and the providers' names set as text logos, each
 * leading to its provider page. SPEC §2: two columns on extra small screens and one row
 * (one grid column per logo) on larger ones, wrapping only where a row does not fit.
 */
export function ProviderStrip() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {t('footer.providers')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
          },
        }}
      >
        {PROVIDERS.map((provider) => (
          <Box component="li" key={provider.code} sx={{ display: 'flex' }}>
            <Link
              component={RouterLink}
              to={localizedPath(`/providers/${provider.code}`, locale)}
              underline="none"
              color="text.secondary"
              sx={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                textAlign: 'center',
                minHeight: (theme) => theme.spacing(6),
                px: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                '&:hover': { color: 'text.primary', borderColor: 'text.secondary' },
              }}
            >
              <Box
                component="span"
                sx={[{ lineHeight: 1.2 }, provider.lettering] as SxProps<Theme>}
              >
                {provider.name}
              </Box>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
