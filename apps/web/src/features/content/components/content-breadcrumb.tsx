import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';

/** Back to the list a single item belongs to. */
export function ContentBreadcrumb({ to, label }: { to: string; label: string }) {
  const locale = useLocale();
  return (
    <Button
      component={RouterLink}
      to={localizedPath(to, locale)}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 2 }}
    >
      {label}
    </Button>
  );
}
