import { useColorScheme, useTheme } from '@mui/material/styles';
import { useEffect } from 'react';

/**
 * Keeps `<meta name="theme-color">` (the colour of the mobile browser's bar) on the canvas
 * colour of the active scheme; index.html starts it on the dark one.
 */
export function ThemeColorSync() {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  const canvas =
    colorScheme === undefined
      ? undefined
      : theme.colorSchemes[colorScheme]?.palette.background.default;

  useEffect(() => {
    if (canvas !== undefined) {
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', canvas);
    }
  }, [canvas]);

  return null;
}
