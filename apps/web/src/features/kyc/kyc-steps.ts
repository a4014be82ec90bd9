import {
  KYC_FILE_MAX_BYTES,
  KYC_FILE_TYPES,
  KYC_INFORMATION_FIELDS,
  KYC_MESSAGES,
  KYC_STEP_DOCUMENTS,
  type KycCase,
  type KycDocument,
  type KycDocumentSlot,
  type KycInformationRequest,
} from '@satsino/contract/kyc';

/** The three steps of SPEC §2, in order. */
export const KYC_STEPS = ['information', 'documents', 'proofs'] as const;
export type KycStep = (typeof KYC_STEPS)[number];

export const documentOf = (kyc: KycCase, slot: KycDocumentSlot): KycDocument | undefined =>
  kyc.documents.find((document) => document.slot === slot);

/** A step is done when its information is saved or every file of it is uploaded. */
export function isStepComplete(kyc: KycCase, step: KycStep): boolean {
  if (step === 'information') return kyc.information_saved_at !== null;
  return KYC_STEP_DOCUMENTS[step].every((slot) => documentOf(kyc, slot) !== undefined);
}

/** Where a player picks up: the first step not done yet, else the last (to submit). */
export function firstOpenStep(kyc: KycCase): number {
  const open = KYC_STEPS.findIndex((step) => !isStepComplete(kyc, step));
  return open === -1 ? KYC_STEPS.length - 1 : open;
}

/** The step a field or file of a 422 answer belongs to, so the page can show it. */
export function stepOfField(field: string): number | undefined {
  if ((KYC_INFORMATION_FIELDS as readonly string[]).includes(field)) return 0;
  const index = KYC_STEPS.findIndex(
    (step) =>
      step !== 'information' && (KYC_STEP_DOCUMENTS[step] as readonly string[]).includes(field),
  );
  return index === -1 ? undefined : index;
}

/** The information form's values: text, '' when unset. */
export type InformationValues = Record<(typeof KYC_INFORMATION_FIELDS)[number], string>;

export function informationValuesOf(kyc: KycCase): InformationValues {
  const values = {} as InformationValues;
  for (const field of KYC_INFORMATION_FIELDS) values[field] = kyc.information[field] ?? '';
  return values;
}

export function informationRequestOf(values: InformationValues): KycInformationRequest {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    date_of_birth: values.date_of_birth.trim(),
    address: values.address.trim(),
    post_code: values.post_code.trim(),
    city: values.city.trim(),
    country: values.country,
  };
}

/**
 * What is wrong with a chosen file before it is sent, in the contract's words; the server
 * checks the content again, since a browser only guesses the type from the name.
 */
export function fileProblemOf(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (file.size === 0) return KYC_MESSAGES.fileRequired;
  if (file.size > KYC_FILE_MAX_BYTES) return KYC_MESSAGES.fileTooLarge;
  if (file.type !== '' && !(KYC_FILE_TYPES as readonly string[]).includes(file.type)) {
    return KYC_MESSAGES.fileType;
  }
  return undefined;
}

/** The key of the verification's own server texts in the `kyc` namespace. */
const KEY_OF_MESSAGE = new Map<string, `errors.${string}`>([
  [KYC_MESSAGES.fileType, 'errors.fileType'],
  [KYC_MESSAGES.fileTooLarge, 'errors.fileTooLarge'],
  [KYC_MESSAGES.underReview, 'errors.underReview'],
  [KYC_MESSAGES.alreadyVerified, 'errors.alreadyVerified'],
  [KYC_MESSAGES.notSubmitted, 'errors.notSubmitted'],
]);

export function kycMessageKey(text: string) {
  return KEY_OF_MESSAGE.get(text) as
    | 'errors.fileType'
    | 'errors.fileTooLarge'
    | 'errors.underReview'
    | 'errors.alreadyVerified'
    | 'errors.notSubmitted'
    | undefined;
}

/** Size in whole kilobytes (at least 1), for "123 KB". */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
