import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';

/** The QR code's side: big enough to scan from a phone held over another phone. */
export const QR_MAX_WIDTH_PX = 150;
/** How long the copy button says "Copied" before it offers to copy again. */
const COPIED_FEEDBACK_MS = 2_000;

interface PaymentCodeProps {
  /** The QR code's image (a data URL the server made). */
  qrCode: string;
  qrAlt: string;
  qrTestId: string;
  /** The text that pays: a deposit address or a Lightning invoice. */
  code: string;
  codeTestId: string;
  label: string;
  copyLabel: string;
  /** Shown above the label: an amount, a countdown. */
  details?: ReactNode;
  /** A long code (an invoice) scrolls in a smaller box instead of growing the dialog. */
  long?: boolean;
}

/** What a player pays to: its QR code beside the code, labelled, with a copy button. */
export function PaymentCode({
  qrCode,
  qrAlt,
  qrTestId,
  code,
  codeTestId,
  label,
  copyLabel,
  details,
  long = false,
}: PaymentCodeProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const labelId = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      notify(t('wallet.deposit.copied'), 'success');
    } catch {
      notify(t('wallet.deposit.copyFailed'), 'warning');
    }
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `${QR_MAX_WIDTH_PX}px minmax(0, 1fr)` },
        alignItems: 'center',
        justifyItems: { xs: 'center', sm: 'stretch' },
      }}
    >
      {/* White behind the code in both themes: scanners need dark on light. */}
      <Box
        component="img"
        src={qrCode}
        alt={qrAlt}
        data-testid={qrTestId}
        sx={{
          width: '100%',
          maxWidth: QR_MAX_WIDTH_PX,
          aspectRatio: '1',
          bgcolor: 'common.white',
          borderRadius: 1,
          p: 0.75,
        }}
      />
      <Stack spacing={1} sx={{ minWidth: 0, width: '100%' }}>
        {details}
        <Typography id={labelId} variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Box
          aria-labelledby={labelId}
          data-testid={codeTestId}
          sx={{
            fontFamily: 'monospace',
            fontSize: long ? '0.75rem' : '0.875rem',
            overflowWrap: 'anywhere',
            ...(long ? { maxHeight: 72, overflowY: 'auto' } : {}),
            p: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            userSelect: 'all',
          }}
        >
          {code}
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {copied ? t('wallet.deposit.copied') : copyLabel}
        </Button>
      </Stack>
    </Box>
  );
}
