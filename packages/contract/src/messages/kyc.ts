import { VALIDATION_MESSAGES } from '../validation.js';

/**
 * The texts of ../kyc.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** Texts of the verification's own failures (the spec has only 'Required.' and the file one). */
export const KYC_MESSAGES = {
  fileRequired: VALIDATION_MESSAGES.fileRequired,
  fileType: 'Upload a JPEG, PNG or PDF file.',
  fileTooLarge: 'The file must not be larger than 5 MB.',
  underReview: 'Your verification is being reviewed and cannot be changed now.',
  alreadyVerified: 'Your account is already verified.',
  notSubmitted: 'Only a submitted verification can be approved or rejected.',
} as const;
