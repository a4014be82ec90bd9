import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALE_NAMES, LOCALES, type Locale } from '@satsino/contract/locales';
import { useTranslation } from 'react-i18next';

interface LanguageMenuProps {
  id: string;
  /** The button the menu opens from; null while it is closed. */
  anchor: HTMLElement | null;
  current: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}

/** The language switcher's list of the ten locales, loaded the first time it opens. */
export function LanguageMenu({ id, anchor, current, onClose, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t('language.label'), dense: true } }}
    >
      {LOCALES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === current}
          onClick={() => onChoose(option)}
        >
          <ListItemIcon>{option === current && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{LOCALE_NAMES[option]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
