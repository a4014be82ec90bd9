import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LOCALE_NAMES, LOCALES, type Locale } from '@satsino/contract/locales';
import { useTranslation } from 'react-i18next';

/**
 * The ten locales as tabs, each marked when it has no text yet (its players read English), for
 * the catalogue's names and descriptions.
 */
export function LocaleStrip({
  value,
  onChange,
  missing,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  missing: (locale: Locale) => boolean;
}) {
  const { t } = useTranslation('content');
  return (
    <Tabs
      value={value}
      onChange={(_event, next: Locale) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('admin.localesLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {LOCALES.map((code) => (
        <Tab
          key={code}
          value={code}
          sx={{ minWidth: 64 }}
          aria-label={
            missing(code)
              ? t('admin.localeMissing', { language: LOCALE_NAMES[code] })
              : LOCALE_NAMES[code]
          }
          label={
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
              {code.toUpperCase()}
              {missing(code) && (
                <Box component="span" aria-hidden sx={{ color: 'warning.main' }}>
                  ○
                </Box>
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
