import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';

/**
 * The game's description (Markdown from the catalogue). Headings sit below the page's h2 and
 * links open in a new tab: a description links out to rules or a studio's site, never into the
 * app. Images are not rendered; the page shows the game's own art.
 */
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography component="p" color="text.secondary" sx={{ my: 1, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, my: 1, color: 'text.secondary', '& li': { mb: 0.5 } }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, my: 1, color: 'text.secondary', '& li': { mb: 0.5 } }}>
      {children}
    </Box>
  ),
  img: () => null,
};

export function GameDescription({ markdown }: { markdown: string }) {
  return <Markdown components={components}>{markdown}</Markdown>;
}
