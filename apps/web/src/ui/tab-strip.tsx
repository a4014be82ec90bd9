import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface TabStripItem<Value extends string> {
  value: Value;
  label: string;
  testId?: string;
}

/**
 * The whole strip's look in one style object, its tabs reached by class: one style for the
 * strip instead of one per tab and part (issue 12).
 */
const stripSx = (theme: Theme) =>
  ({
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
    borderBottom: 1,
    borderColor: 'divider',
    '& .tab-strip__tab': {
      ...theme.typography.button,
      flex: '0 0 auto',
      minHeight: 48,
      px: 2,
      border: 0,
      borderRadius: 0,
      background: 'none',
      color: 'text.secondary',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      // The underline of the selected tab is its own shadow: nothing is measured or moved.
      transition: theme.transitions.create(['color', 'box-shadow'], {
        duration: theme.transitions.duration.shorter,
      }),
      '&:hover': { color: 'text.primary' },
      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      '&[aria-selected="true"]': {
        color: 'primary.main',
        boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
      },
    },
  }) as const;

/**
 * A row of tabs that scrolls sideways when it does not fit, drawn by CSS alone. MUI's Tabs
 * measure the strip, the scroll bar and each tab while the page is first drawn to place their
 * indicator and scroll buttons: on the lobby those forced layouts cost about a tenth of the
 * first load's blocking time on a phone (issue 12, `scripts/compare-first-load.mjs`). The
 * WAI-ARIA tabs pattern is kept: one tab in the tab order, arrow keys, Home and End move between
 * tabs, and Enter, Space or a click selects one.
 */
export function TabStrip<Value extends string>({
  items,
  value,
  onChange,
  label,
  panelId,
  sx,
}: {
  items: readonly TabStripItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The strip's accessible name, when no heading names it. */
  label?: string;
  /** The id of the panel the tabs show, for `aria-controls`. */
  panelId?: string;
  sx?: SxProps<Theme>;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  // The selected tab is brought into view when it changes; at the first draw only when it is not
  // the first tab, and after the frame, so the page's first layout is not forced early.
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (first && value === items[0]?.value) return;
    const frame = requestAnimationFrame(() => {
      strip.current
        ?.querySelector<HTMLElement>('[aria-selected="true"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [value, items]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const target =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    tabs[target]?.focus();
  };

  return (
    <Box
      ref={strip}
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      sx={[stripSx, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            className="tab-strip__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-testid={item.testId}
            onClick={() => {
              if (!selected) onChange(item.value);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </Box>
  );
}
