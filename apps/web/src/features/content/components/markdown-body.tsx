import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { localizeContentLink } from '../localize-link';
import { splitMarkdownBlocks } from '../markdown-blocks';

interface ContentLinkProps {
  href: string | undefined;
  children?: ReactNode;
}

/** A link of content: site paths stay in the app (with the locale), others open a new tab. */
function ContentLink({ href, children }: ContentLinkProps) {
  const locale = useLocale();
  const target = localizeContentLink(href, locale);
  if (target === undefined) return <span>{children}</span>;
  if (target.kind === 'site') {
    return (
      <Link component={RouterLink} to={target.to}>
        {children}
      </Link>
    );
  }
  const external = target.href.startsWith('https:');
  return (
    <Link
      href={target.href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Link>
  );
}

/** Content headings sit below the page's own h1. */
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h4" component="h2" sx={{ mt: 4, mb: 2 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h4: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography component="p" sx={{ my: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => <ContentLink href={href}>{children}</ContentLink>,
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, my: 1.5, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{
        mx: 0,
        my: 2,
        pl: 2,
        borderLeft: 4,
        borderColor: 'primary.main',
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  ),
  code: ({ children }) => (
    <Box
      component="code"
      sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
    >
      {children}
    </Box>
  ),
  hr: () => <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 3 }} />,
  img: ({ src, alt }) =>
    typeof src === 'string' && src.startsWith('/api/media/') ? (
      <Box component="img" src={src} alt={alt ?? ''} sx={{ maxWidth: '100%', height: 'auto' }} />
    ) : null,
};

/** Cell content: inline Markdown without the paragraph around it. */
const cellComponents: Components = { ...components, p: ({ children }) => <>{children}</> };

interface MarkdownBodyProps {
  markdown: string;
}

/**
 * A Markdown body of the API (CommonMark and pipe tables; raw HTML is never rendered), with
 * the theme's headings, lists and tables, and site links kept in the reader's locale.
 */
export function MarkdownBody({ markdown }: MarkdownBodyProps) {
  const blocks = splitMarkdownBlocks(markdown);
  return (
    <Box sx={{ overflowWrap: 'break-word', '& > :first-of-type': { mt: 0 } }}>
      {blocks.map((block, index) =>
        block.kind === 'markdown' ? (
          // Blocks never move, so their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <Markdown key={index} components={components} skipHtml>
            {block.text}
          </Markdown>
        ) : (
          <TableContainer
            // biome-ignore lint/suspicious/noArrayIndexKey: static list
            key={index}
            sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" sx={{ minWidth: 560, '& td, & th': { verticalAlign: 'top' } }}>
              <TableHead>
                <TableRow>
                  {block.header.map((cell, column) => (
                    <TableCell
                      // biome-ignore lint/suspicious/noArrayIndexKey: static list
                      key={column}
                      align={block.align[column] ?? 'left'}
                      sx={{ fontWeight: 700 }}
                    >
                      <Markdown components={cellComponents} skipHtml>
                        {cell}
                      </Markdown>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {block.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static list
                  <TableRow key={rowIndex}>
                    {row.map((cell, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static list
                      <TableCell key={column} align={block.align[column] ?? 'left'}>
                        <Markdown components={cellComponents} skipHtml>
                          {cell}
                        </Markdown>
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ),
      )}
    </Box>
  );
}
