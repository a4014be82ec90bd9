import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@satsino/contract/content';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

interface PostCardProps {
  post: BlogPostSummary;
  /** Where the card leads, without the locale prefix. */
  to: string;
  /** Width / height of the artwork: 280/350 for promotions, 1200/630 for blog posts. */
  aspectRatio: string;
  showDate?: boolean;
  /** Phones show the artwork beside the text (portrait art would fill the whole screen). */
  besideOnPhone?: boolean;
}

/** A promotion or blog post in a list: its artwork, title and summary. */
export function PostCard({
  post,
  to,
  aspectRatio,
  showDate = false,
  besideOnPhone = false,
}: PostCardProps) {
  const locale = useLocale();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: besideOnPhone ? { xs: 'row', sm: 'column' } : 'column',
          alignItems: besideOnPhone ? { xs: 'flex-start', sm: 'stretch' } : 'stretch',
        }}
      >
        <Box
          component="img"
          src={post.image_url}
          alt=""
          loading="lazy"
          sx={{
            display: 'block',
            width: besideOnPhone ? { xs: 112, sm: '100%' } : '100%',
            flexShrink: 0,
            aspectRatio,
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
        <CardContent sx={{ flex: 1 }}>
          {showDate && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {formatDate(post.published_at, locale, { dateStyle: 'long' })}
            </Typography>
          )}
          <Typography variant="h6" component="h2" sx={{ mb: 1, lineHeight: 1.3 }}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {post.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The grid the cards sit in. */
export const cardGridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
} as const;
