import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@satsino/contract/content';
import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { withoutLeadingTitle } from '../markdown-blocks';
import { ContentPageHeader } from './content-page-header';
import { MarkdownBody } from './markdown-body';

interface PostArticleProps {
  post: BlogPost;
  /** 'side' puts a portrait artwork (promotions) beside the text on wide screens. */
  imageLayout: 'top' | 'side';
  notice?: ReactNode;
}

/** A single blog post or promotion: artwork, title, date and Markdown body. */
export function PostArticle({ post, imageLayout, notice }: PostArticleProps) {
  const locale = useLocale();
  const side = imageLayout === 'side';
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 5 },
        maxWidth: side ? 1100 : 900,
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: side ? { xs: '1fr', md: '280px minmax(0, 1fr)' } : '1fr',
        alignItems: 'start',
      }}
    >
      {notice}
      <Box
        component="img"
        src={post.image_url}
        alt=""
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: side ? 280 : '100%',
          mx: side ? 'auto' : 0,
          aspectRatio: side ? '280 / 350' : '1200 / 630',
          borderRadius: 1,
          gridColumn: side ? undefined : '1 / -1',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <ContentPageHeader title={post.title}>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={post.published_at}>
              {formatDate(post.published_at, locale, { dateStyle: 'long' })}
            </time>
          </Typography>
        </ContentPageHeader>
        <MarkdownBody markdown={withoutLeadingTitle(post.body)} />
      </Box>
    </Paper>
  );
}
