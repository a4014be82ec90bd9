import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntityWallet } from '@satsino/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { depositAddressQueryOptions } from '../api/wallet-api';
import { networkName } from '../network-names';
import { useWalletText } from '../use-wallet-text';
import { LoadError } from './load-error';

/** SPEC §9: the QR code is at most 150 px wide. */
const QR_MAX_WIDTH_PX = 150;
/** How long the copy button says "Copied" before it offers to copy again. */
const COPIED_FEEDBACK_MS = 2_000;

/**
 * The player's own address for the coin: QR code, the address to copy, what to send. On the
 * sandbox gateway the address is derived from a published test key: marked so, play money only.
 */
export function DepositAddress({
  wallet,
  sandbox = false,
}: {
  wallet: EntityWallet;
  sandbox?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { failureText } = useWalletText();
  const addressId = useId();
  const info = useQuery(depositAddressQueryOptions(wallet.short_code));
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (info.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('common.loading')}
        </Box>
        <Skeleton variant="rounded" width={QR_MAX_WIDTH_PX} height={QR_MAX_WIDTH_PX} />
        <Stack spacing={1} sx={{ flex: 1 }} aria-hidden>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="rounded" height={36} width={140} />
        </Stack>
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <LoadError
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
        message={`${t('wallet.deposit.addressFailed')} ${failureText(info.error)}`}
      />
    );
  }

  const { address, qr_code: qrCode, confirmations, network } = info.data;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      notify(t('wallet.deposit.copied'), 'success');
    } catch {
      notify(t('wallet.deposit.copyFailed'), 'warning');
    }
  }

  return (
    <Stack spacing={2}>
      {sandbox && (
        <Alert severity="warning" variant="filled" data-testid="deposit-sandbox">
          {t('wallet.deposit.sandbox', { coin: wallet.short_code })}
        </Alert>
      )}
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
          alt={t('wallet.deposit.qrAlt', { coin: wallet.short_code })}
          data-testid="deposit-qr-code"
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
          <Typography id={addressId} variant="caption" color="text.secondary">
            {t('wallet.deposit.addressLabel', { coin: wallet.short_code })}
          </Typography>
          <Box
            aria-labelledby={addressId}
            data-testid="deposit-address"
            sx={{
              fontFamily: 'monospace',
              fontSize: '0.875rem',
              overflowWrap: 'anywhere',
              p: 1,
              borderRadius: 1,
              bgcolor: 'action.hover',
              userSelect: 'all',
            }}
          >
            {address}
          </Box>
          <Button
            variant="outlined"
            size="small"
            startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={() => void copy()}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {copied ? t('wallet.deposit.copied') : t('wallet.deposit.copy')}
          </Button>
        </Stack>
      </Box>
      <Alert severity="info" variant="outlined">
        {t('wallet.deposit.onlyCoin', { coin: wallet.short_code, network: networkName(network) })}{' '}
        {t('wallet.deposit.confirmations', { confirmations })}
      </Alert>
    </Stack>
  );
}
