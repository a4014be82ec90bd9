import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

interface SkipLinkProps {
  targetId: string;
}

/** The first stop of the Tab key: jumps past the header to the page (WCAG 2.4.1). */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        // The router owns the URL, so move focus by hand instead of adding a #fragment.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: (theme) => theme.spacing(1),
        top: (theme) => theme.spacing(-8),
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: (theme) => theme.spacing(1) },
      }}
    >
      {t('common.skipToContent')}
    </Link>
  );
}
