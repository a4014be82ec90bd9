import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { EntityWallet } from '@satsino/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { depositAddressQueryOptions } from '../api/wallet-api';
import { networkName } from '../network-names';
import { useWalletText } from '../use-wallet-text';
import { LoadError } from './load-error';
import { PaymentCode, QR_MAX_WIDTH_PX } from './payment-code';

/** SPEC §9: the QR code is at most 150 px wide. */
/** How long the copy button says "Copied" before it offers to copy again. */

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
  const { failureText } = useWalletText();
  const info = useQuery(depositAddressQueryOptions(wallet.short_code));

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

  return (
    <Stack spacing={2}>
      {sandbox && (
        <Alert severity="warning" variant="filled" data-testid="deposit-sandbox">
          {t('wallet.deposit.sandbox', { coin: wallet.short_code })}
        </Alert>
      )}
      <PaymentCode
        qrCode={qrCode}
        qrAlt={t('wallet.deposit.qrAlt', { coin: wallet.short_code })}
        qrTestId="deposit-qr-code"
        code={address}
        codeTestId="deposit-address"
        label={t('wallet.deposit.addressLabel', { coin: wallet.short_code })}
        copyLabel={t('wallet.deposit.copy')}
      />
      <Alert severity="info" variant="outlined">
        {t('wallet.deposit.onlyCoin', { coin: wallet.short_code, network: networkName(network) })}{' '}
        {t('wallet.deposit.confirmations', { confirmations })}
      </Alert>
    </Stack>
  );
}
