import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LOCALE_NAMES, type Locale } from '@satsino/contract/locales';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { activateLocale } from '../../i18n/activate-locale';
import { rememberLocale } from '../../i18n/locale-cookie';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { useHasBeenTrue } from '../../ui/use-has-been-true';

const LanguageMenu = lazy(async () => ({
  default: (await import('./language-menu')).LanguageMenu,
}));

/**
 * Lists the ten locales in their own names. Choosing one loads its translations, remembers it
 * in the locale cookie and opens the same page under the new prefix (SPEC §4, language switch).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuWanted = useHasBeenTrue(anchor !== null);

  async function switchTo(next: Locale) {
    setAnchor(null);
    await activateLocale(i18n, next);
    rememberLocale(next);
    await navigate({
      pathname: localizedPath(stripLocale(location.pathname).path, next),
      search: location.search,
      hash: location.hash,
    });
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.switcher', { language: LOCALE_NAMES[locale] })}
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          minWidth: 0,
          px: { xs: 1, sm: 1.5 },
          // Phones show the code alone: the header needs the room for Login and Register.
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        {/* Phones show the code to leave room for the logo; wider screens the full name. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LOCALE_NAMES[locale]}
        </Box>
        <Box component="span" sx={{ display: { sm: 'none' }, textTransform: 'uppercase' }}>
          {locale}
        </Box>
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={locale}
            onClose={() => setAnchor(null)}
            onChoose={(option) => void switchTo(option)}
          />
        </Suspense>
      )}
    </>
  );
}
