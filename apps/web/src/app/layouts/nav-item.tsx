import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';

// Only the folded drawer shows tooltips: the tooltip and its positioning library are fetched
// when it is first folded, and the link works without them meanwhile.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface NavItemProps {
  /** The page's path without a locale prefix, e.g. `/casino`. */
  path: string;
  label: string;
  icon: ReactNode;
  /** Icon only, the label in a tooltip and as the link's name (the folded desktop drawer). */
  mini?: boolean;
  onNavigate?: (() => void) | undefined;
}

/** A drawer link to a page in the current locale, marked when it is the page being shown. */
export function NavItem({ path, label, icon, mini = false, onNavigate }: NavItemProps) {
  const locale = useLocale();
  const current = stripLocale(useLocation().pathname).path === path;

  const button = (
    <ListItemButton
      component={Link}
      to={localizedPath(path, locale)}
      selected={current}
      aria-current={current ? 'page' : undefined}
      aria-label={mini ? label : undefined}
      onClick={onNavigate}
      sx={{ mx: 1, borderRadius: 1, justifyContent: mini ? 'center' : 'flex-start' }}
    >
      <ListItemIcon
        sx={{ color: current ? 'primary.main' : 'inherit', minWidth: mini ? 0 : undefined }}
      >
        {icon}
      </ListItemIcon>
      {!mini && <ListItemText primary={label} />}
    </ListItemButton>
  );

  return (
    <ListItem disablePadding>
      {mini ? (
        <Suspense fallback={button}>
          <Tooltip title={label} placement="right">
            {button}
          </Tooltip>
        </Suspense>
      ) : (
        button
      )}
    </ListItem>
  );
}
