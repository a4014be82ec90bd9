import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';

interface CopyableCodeProps {
  value: string;
  /** What the value is, for the copy button's name: "address", "transaction id". */
  label: string;
  /** Longest width before the value is cut with an ellipsis (the full value is copied). */
  maxWidth?: string;
}

/**
 * An address or transaction id: monospace, so look-alike characters can be told apart, with a
 * button that copies it whole, because operators paste these into wallets and explorers.
 */
export function CopyableCode({ value, label, maxWidth = '16rem' }: CopyableCodeProps) {
  const { t } = useTranslation('admin');
  const notify = useNotify();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      notify(t('common.copied'), 'success');
    } catch {
      notify(t('common.copyFailed'), 'error');
    }
  }

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box
        component="code"
        title={value}
        sx={{
          fontFamily: 'monospace',
          fontSize: '0.8125rem',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          maxWidth,
        }}
      >
        {value}
      </Box>
      <Tooltip title={t('common.copy', { label })}>
        <IconButton size="small" aria-label={t('common.copy', { label })} onClick={copy}>
          <ContentCopyOutlined fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
