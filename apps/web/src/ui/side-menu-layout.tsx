import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface SideMenuItem {
  key: string;
  /** Where the entry goes, already localized. */
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick?: () => void;
  testId?: string;
}

interface SideMenuLayoutProps {
  title: string;
  menuLabel: string;
  items: SideMenuItem[];
  children: ReactNode;
}

/**
 * A titled section with its own menu (the settings pages, the operator pages): the menu on the
 * left and the page beside it where there is room; on phones the menu is a row of tabs above
 * the page that scrolls sideways once the tabs no longer fit.
 */
export function SideMenuLayout({ title, menuLabel, items, children }: SideMenuLayoutProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const activeKey = items.find((item) => item.active)?.key;

  // On phones the active tab may sit past the row's edge: bring it into view. The row is
  // scrolled by hand (not scrollIntoView), so the page itself never jumps.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || activeKey === undefined || list.scrollWidth <= list.clientWidth) return;
    // MUI's List is positioned, so offsetLeft is already relative to the row.
    const left = active.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - active.offsetWidth) / 2;
    }
  }, [activeKey]);

  return (
    <Box>
      <Typography component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' }, mb: { xs: 2, md: 3 } }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': '15rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="nav"
          aria-label={menuLabel}
          variant="outlined"
          sx={{
            position: { '@md': 'sticky' },
            top: (theme) => theme.spacing(10),
            overflow: 'hidden',
          }}
        >
          <List
            ref={listRef}
            disablePadding
            sx={{
              display: 'flex',
              flexDirection: { '@': 'row', '@md': 'column' },
              overflowX: { '@': 'auto', '@md': 'visible' },
              scrollbarWidth: 'none',
              p: 1,
              gap: 0.5,
            }}
          >
            {items.map((item) => (
              <ListItemButton
                key={item.key}
                component={Link}
                to={item.to}
                onClick={item.onClick}
                selected={item.active}
                aria-current={item.active ? 'page' : undefined}
                data-testid={item.testId}
                sx={{
                  borderRadius: 1,
                  flex: { '@': '1 0 auto', '@md': '0 0 auto' },
                  flexDirection: { '@': 'column', '@md': 'row' },
                  gap: { '@': 0.5, '@md': 0 },
                  px: { '@': 1, '@md': 2 },
                  minWidth: { '@': '4.5rem', '@md': 0 },
                }}
              >
                <ListItemIcon
                  sx={{
                    minWidth: { '@': 0, '@md': 40 },
                    color: item.active ? 'primary.main' : 'inherit',
                  }}
                >
                  {item.icon}
                </ListItemIcon>
                <ListItemText
                  primary={item.label}
                  sx={{
                    flex: { '@': '0 0 auto', '@md': '1 1 auto' },
                    m: 0,
                    maxWidth: '100%',
                    textAlign: { '@': 'center', '@md': 'left' },
                  }}
                  slotProps={{
                    primary: {
                      noWrap: true,
                      // Alone in this sx on purpose: MUI merges other responsive styles into the
                      // theme's own typography object, which then changed every body2 text of
                      // the app (centred alerts).
                      sx: { typography: { '@': 'body2', '@md': 'body1' } },
                    },
                  }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
