import { createTheme } from '@mui/material/styles';
// Types `theme.vars` as always present: this theme enables CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';

/** Sizes of the app frame, shared by the header, the drawer and the page container. */
interface LayoutTokens {
  /** Header height from the `md` breakpoint up, where the drawer sits below it. */
  headerHeightPx: number;
  drawerWidthPx: number;
  /** The docked drawer folded to its icons ('mini' mode). */
  drawerMiniWidthPx: number;
  /** The right drawer with the game search. */
  searchDrawerWidthPx: number;
  /** The mobile bottom bar, which the page leaves room for. */
  bottomBarHeightPx: number;
  contentMaxWidthPx: number;
}

declare module '@mui/material/styles' {
  interface Theme {
    layout: LayoutTokens;
  }
  interface ThemeOptions {
    layout?: LayoutTokens;
  }
}

/**
 * The raw colours. Components never use these: they read the palette (`primary.main`,
 * `background.paper`, …), which picks the right value for the active colour scheme.
 */
const colors = {
  // index.html repeats this one (theme-color and the first frame): keep them equal.
  slate950: '#0e1822',
  slate900: '#172633',
  slate400: '#93a4b5',
  slate100: '#e6edf3',
  mist: '#eef2f6',
  inkLight: '#4b5d6e',
  white: '#ffffff',
  // Bitcoin orange: the one accent. Light backgrounds need the darker tone for AA contrast.
  satsOrange: '#f7931a',
  satsOrangeLight: '#ffb454',
  satsOrangeDeep: '#a85400',
  onSatsOrange: '#1a1000',
  success: '#3ddc84',
  warning: '#ffb547',
  error: '#ff6b6b',
} as const;

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  // Inter has no CJK glyphs; Japanese falls back to the system's font.
  '"Hiragino Sans"',
  '"Noto Sans JP"',
  'sans-serif',
].join(',');

/**
 * One theme with two colour schemes: dark (the default) and light. With `cssVariables` every
 * token becomes a CSS variable, so switching scheme is a class change on <html> rather than a
 * re-render, and MUI remembers the choice in localStorage.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  defaultColorScheme: 'dark',
  colorSchemes: {
    dark: {
      palette: {
        primary: {
          main: colors.satsOrange,
          light: colors.satsOrangeLight,
          dark: colors.satsOrangeDeep,
          contrastText: colors.onSatsOrange,
        },
        success: { main: colors.success },
        warning: { main: colors.warning },
        error: { main: colors.error },
        background: { default: colors.slate950, paper: colors.slate900 },
        text: { primary: colors.slate100, secondary: colors.slate400 },
        divider: 'rgba(147, 164, 181, 0.16)',
      },
    },
    light: {
      palette: {
        primary: {
          main: colors.satsOrangeDeep,
          light: colors.satsOrange,
          contrastText: colors.white,
        },
        background: { default: colors.mist, paper: colors.white },
        text: { primary: colors.slate950, secondary: colors.inkLight },
        divider: 'rgba(14, 24, 34, 0.12)',
      },
    },
  },
  /*
   * SPEC §9: "mobile" is 768 px wide or less; 766, 1200 and 1263 px are the other steps.
   * MUI's `up(key)` means "at least", so:
   *   xs 0     small phones (designed first, at 360 px)
   *   sm 766   large phones and small tablets (the spec's 766 step)
   *   md 769   first width that is not mobile: `down('md')` is exactly the spec's ≤ 768 px
   *   lg 1200  desktop
   *   xl 1263  wide desktop
   */
  breakpoints: {
    values: { xs: 0, sm: 766, md: 769, lg: 1200, xl: 1263 },
  },
  spacing: 8,
  shape: { borderRadius: 8 },
  layout: {
    headerHeightPx: 64,
    drawerWidthPx: 264,
    drawerMiniWidthPx: 72,
    searchDrawerWidthPx: 400,
    bottomBarHeightPx: 56,
    contentMaxWidthPx: 1200,
  },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none' },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // Follows the active scheme once the app runs; index.html paints the first frame.
        html: { backgroundColor: theme.vars.palette.background.default },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    MuiButtonBase: {
      styleOverrides: {
        // MUI shows keyboard focus with a faint ripple only; a solid ring is visible on every
        // background (WCAG 2.4.7).
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiPaper: {
      // Dark MUI papers get a white overlay by elevation; our slate tones already set depth.
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    MuiLink: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&:focus-visible': {
            outline: `2px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
            borderRadius: 2,
          },
        }),
      },
    },
  },
});
