import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The card on-ramp widget (SPEC §1/§2). It is someone else's page, so it runs sandboxed: it may
 * run its scripts, post its forms and open its payment pop-ups, but it cannot steer this window.
 */
export function BuyCryptoFrame({ url, height = 600 }: { url: string; height?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="iframe"
      src={url}
      title={t('wallet.buyCrypto.frameTitle')}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      allow="payment; clipboard-write"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      data-testid="onramp-frame"
      sx={{
        display: 'block',
        width: '100%',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    />
  );
}
