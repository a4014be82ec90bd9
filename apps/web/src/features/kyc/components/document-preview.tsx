import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { KycDocument } from '@satsino/contract/kyc';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentBlobQueryOptions } from '../api/kyc-api';

/** A blob: URL of a document's bytes, revoked when the document or the component goes. */
function useDocumentUrl(documentId: number) {
  const blob = useQuery(documentBlobQueryOptions(documentId));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (blob.data === undefined) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob.data]);
  return { url, isError: blob.isError };
}

/**
 * A document as its reader should see it: an image inline, a PDF as a link that saves it. The
 * bytes come through the authenticated download, never from a public address.
 */
export function DocumentPreview({
  document,
  height = 120,
}: {
  document: KycDocument;
  /** Largest height of an image, in px. */
  height?: number;
}) {
  const { t } = useTranslation('kyc');
  const { url, isError } = useDocumentUrl(document.id);
  const name = document.file_name;

  if (isError) {
    return (
      <Typography variant="body2" color="error">
        {t('upload.previewError')}
      </Typography>
    );
  }
  if (url === undefined) {
    return <Skeleton variant="rounded" height={Math.min(height, 56)} width={160} aria-hidden />;
  }
  if (document.content_type === 'application/pdf') {
    return (
      <Link
        href={url}
        download={name}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, wordBreak: 'break-all' }}
        aria-label={t('upload.open', { name })}
      >
        <PictureAsPdfOutlined color="error" aria-hidden />
        {name}
      </Link>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={t('upload.previewAlt', { name })}
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: height,
        objectFit: 'contain',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}
