import type { KycDocumentSlot } from '@satsino/contract/kyc';
import { AppError, platformErrors } from '../../platform/errors.js';

/**
 * The verification's expected failures. A document or case the caller may not see is simply
 * not found, so its existence is not revealed.
 */
export const kycErrors = {
  notFound: () => platformErrors.notFound(),
  underReview: () => platformErrors.conflict('kyc_under_review'),
  alreadyVerified: () => platformErrors.conflict('kyc_already_verified'),
  notSubmitted: () => platformErrors.conflict('kyc_not_submitted'),
  fileRequired: (slot: KycDocumentSlot) => platformErrors.field(slot, 'file_required'),
  fileType: (slot: KycDocumentSlot) => platformErrors.field(slot, 'kyc_file_type'),
  fileTooLarge: (slot: KycDocumentSlot) => platformErrors.field(slot, 'kyc_file_too_large'),
  /** More parts than one file (and nothing else) in an upload. */
  tooManyParts: () => new AppError(413, 'payload_too_large'),
  notMultipart: () => new AppError(415, 'unsupported_media_type'),
};
