import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_SITE_NAME } from '@satsino/contract/site';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/logo';

/** SPEC §2 footer; for now the brand and the legal line (links and payment icons come later). */
export function AppFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 4 }}
    >
      <Stack
        spacing={1.5}
        sx={(theme) => ({
          maxWidth: theme.layout.contentMaxWidthPx,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 3, md: 4 },
        })}
      >
        <Logo />
        <Typography variant="body2" color="text.secondary">
          {t('footer.responsible')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('footer.legal', { year, siteName: DEFAULT_SITE_NAME })}
        </Typography>
      </Stack>
    </Box>
  );
}
