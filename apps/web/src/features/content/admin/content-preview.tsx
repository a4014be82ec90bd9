import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type BlogPost, mediaUrl } from '@satsino/contract/content';
import { LOCALE_NAMES, type Locale } from '@satsino/contract/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentPageHeader } from '../components/content-page-header';
import { MarkdownBody } from '../components/markdown-body';
import { PostArticle } from '../components/post-article';
import { withoutLeadingTitle } from '../markdown-blocks';
import type { KindSpec } from './content-kinds';
import { type FieldValues, type Translations, textsAsRead } from './content-values';

/**
 * The item as a player of `locale` sees it, from what is typed now (saved or not): the public
 * pages' own components where the kind has one (an article, a policy page), else the same look.
 * A locale without texts shows the English ones, as the site does.
 */
export function ContentPreview({
  spec,
  values,
  drafts,
  locale,
}: {
  spec: KindSpec;
  values: FieldValues;
  drafts: Translations;
  locale: Locale;
}) {
  const { t } = useTranslation('content');
  const { texts, locale: shown } = textsAsRead(drafts, locale);
  const text = (name: string) => texts[name] ?? '';
  const field = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const image = field('image_key') === '' ? '' : mediaUrl(field('image_key'));

  let body: ReactNode;
  if (spec.kind === 'posts' || spec.kind === 'promotions') {
    const publishedAt = field('published_at');
    const post: BlogPost = {
      id: 0,
      slug: field('slug'),
      kind: spec.kind === 'posts' ? 'post' : 'promotion',
      category_id: spec.kind === 'posts' ? 1 : 2,
      title: text('title'),
      summary: text('summary'),
      image_url: image,
      published_at:
        publishedAt === '' ? new Date().toISOString() : new Date(publishedAt).toISOString(),
      locale: shown,
      body: text('body'),
      meta_description: text('meta_description'),
    };
    body = <PostArticle post={post} imageLayout={spec.kind === 'promotions' ? 'side' : 'top'} />;
  } else if (spec.kind === 'pages') {
    body = (
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 5 } }}>
        <ContentPageHeader title={text('title')} intro={text('description')} />
        <MarkdownBody markdown={withoutLeadingTitle(text('body'))} />
      </Paper>
    );
  } else if (spec.kind === 'sliders') {
    body = (
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}>
        <Box
          component="img"
          src={image}
          alt={text('alt')}
          sx={{ display: 'block', width: '100%', aspectRatio: '1200 / 400', objectFit: 'cover' }}
        />
        <Typography
          variant="h5"
          component="p"
          sx={{
            position: 'absolute',
            left: 0,
            bottom: 0,
            p: { xs: 2, md: 3 },
            color: '#fff',
            textShadow: '0 1px 4px rgba(0,0,0,0.8)',
          }}
        >
          {text('title')}
        </Typography>
      </Box>
    );
  } else if (spec.kind === 'banners') {
    body = (
      <Box
        sx={{
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          minHeight: 220,
          display: 'flex',
          alignItems: 'flex-end',
          backgroundImage: `linear-gradient(to right, rgba(0,0,0,0.85) 35%, rgba(0,0,0,0.1)), linear-gradient(to top, rgba(0,0,0,0.6), transparent 60%), url("${image}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          color: '#fff',
        }}
      >
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="p" sx={{ mb: 0.5 }}>
            {text('title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5, opacity: 0.9 }}>
            {text('description')}
          </Typography>
          <Button variant="contained" size="small" tabIndex={-1}>
            {t('admin.previewCta')}
          </Button>
        </Box>
      </Box>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
        <Typography sx={{ fontWeight: 600 }}>{text('title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {field('to')}
        </Typography>
      </Paper>
    );
  }

  return (
    <Box
      role="region"
      aria-label={t('admin.previewLabel', { language: LOCALE_NAMES[locale] })}
      lang={shown}
    >
      {shown !== locale && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {t('admin.previewFallback', { language: LOCALE_NAMES[locale] })}
        </Alert>
      )}
      {body}
    </Box>
  );
}
