import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { KYC_MESSAGES, type KycDocumentSlot } from '@satsino/contract/kyc';
import { AppError, platformErrors } from '../../platform/errors.js';

/**
 * The verification's expected failures. A document or case the caller may not see is simply
 * not found, so its existence is not revealed.
 */
export const kycErrors = {
  notFound: () => platformErrors.notFound(),
  underReview: () => platformErrors.conflict('KYC_UNDER_REVIEW', KYC_MESSAGES.underReview),
  alreadyVerified: () =>
    platformErrors.conflict('KYC_ALREADY_VERIFIED', KYC_MESSAGES.alreadyVerified),
  notSubmitted: () => platformErrors.conflict('KYC_NOT_SUBMITTED', KYC_MESSAGES.notSubmitted),
  fileRequired: (slot: KycDocumentSlot) =>
    platformErrors.validation({ [slot]: [KYC_MESSAGES.fileRequired] }),
  fileType: (slot: KycDocumentSlot) =>
    platformErrors.validation({ [slot]: [KYC_MESSAGES.fileType] }),
  fileTooLarge: (slot: KycDocumentSlot) =>
    platformErrors.validation({ [slot]: [KYC_MESSAGES.fileTooLarge] }),
  /** More parts than one file (and nothing else) in an upload. */
  tooManyParts: () => new AppError(413, 'KYC_TOO_MANY_PARTS', ERROR_MESSAGES.payloadTooLarge),
  notMultipart: () => new AppError(415, 'KYC_NOT_MULTIPART', ERROR_MESSAGES.unsupportedMediaType),
};
