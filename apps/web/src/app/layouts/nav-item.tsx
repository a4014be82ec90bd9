import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';

interface NavItemProps {
  /** The page's path without a locale prefix, e.g. `/casino`. */
  path: string;
  label: string;
  icon: ReactNode;
  onNavigate?: (() => void) | undefined;
}

/** A drawer link to a page in the current locale, marked when it is the page being shown. */
export function NavItem({ path, label, icon, onNavigate }: NavItemProps) {
  const locale = useLocale();
  const current = stripLocale(useLocation().pathname).path === path;

  return (
    <ListItemButton
      component={Link}
      to={localizedPath(path, locale)}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ mx: 1, borderRadius: 1 }}
    >
      <ListItemIcon sx={{ color: current ? 'primary.main' : 'inherit' }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
