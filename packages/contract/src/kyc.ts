import { z } from 'zod';
import { KYC_MESSAGES } from './messages/kyc.js';
import { requiredString, VALIDATION_MESSAGES } from './validation.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { KYC_MESSAGES };

/**
 * Account verification (KYC, SPEC §2 /settings/verification): three steps — the player's
 * information; identity documents (front and back); proofs of the source of funds and of the
 * address — then an operator's review. An approved case verifies the account (SPEC §4: account
 * data can be changed only after verification); a rejected one shows its reason and may be sent
 * again. Player calls live under `/api/kyc`, the operator's under `/api/admin/kyc`.
 */

/**
 * Where a player's case stands. `not_started` has no case yet; `in_progress` is being filled
 * in; `submitted` waits for an operator; `rejected` shows the reason and may be sent again.
 */
export const KYC_STATUSES = [
  'not_started',
  'in_progress',
  'submitted',
  'approved',
  'rejected',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The statuses a stored case can have (`not_started` is the absence of a case). */
export const KYC_CASE_STATUSES = ['in_progress', 'submitted', 'approved', 'rejected'] as const;
export type KycCaseStatus = (typeof KYC_CASE_STATUSES)[number];

/** SPEC §3 verification uploads, one file each. */
export const KYC_DOCUMENT_SLOTS = [
  'identity_front',
  'identity_back',
  'source_of_funds',
  'proof_of_address',
] as const;
export type KycDocumentSlot = (typeof KYC_DOCUMENT_SLOTS)[number];
export const isKycDocumentSlot = (value: string): value is KycDocumentSlot =>
  (KYC_DOCUMENT_SLOTS as readonly string[]).includes(value);

/** The documents of steps 2 and 3 (step 1 is the information form). */
export const KYC_STEP_DOCUMENTS = {
  documents: ['identity_front', 'identity_back'],
  proofs: ['source_of_funds', 'proof_of_address'],
} as const satisfies Record<string, readonly KycDocumentSlot[]>;

/** The kinds of file accepted, recognised by their first bytes, never by the declared type. */
export const KYC_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycFileType = (typeof KYC_FILE_TYPES)[number];

/** Largest upload, per file. */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest file name kept (the rest is cut); the name is only shown and offered on download. */
export const KYC_FILE_NAME_MAX_LENGTH = 120;
export const KYC_REJECTION_REASON_MAX_LENGTH = 500;
/** Cases an operator list shows at once, oldest submission first. */
export const KYC_ADMIN_LIST_LIMIT = 100;

const MIN_AGE_YEARS = 18;

/** Whether someone born on `value` (YYYY-MM-DD) is at least 18 on `today`. */
export function isAdultOn(value: string, today: Date): boolean {
  const born = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.getUTCFullYear() < 1900) return false;
  const adultFrom = new Date(born);
  adultFrom.setUTCFullYear(born.getUTCFullYear() + MIN_AGE_YEARS);
  return adultFrom.getTime() <= today.getTime();
}

/** Step 1: every field is required (SPEC §5 'Required.'); the player must be 18 or older. */
export const kycInformationRequest = z
  .object({
    first_name: requiredString(80),
    last_name: requiredString(80),
    date_of_birth: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .pipe(z.iso.date({ error: VALIDATION_MESSAGES.dateOfBirth }))
      .refine((value) => isAdultOn(value, new Date()), VALIDATION_MESSAGES.dateOfBirth),
    address: requiredString(200),
    post_code: requiredString(20),
    city: requiredString(100),
    country: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
      .regex(/^[A-Z]{2}$/, VALIDATION_MESSAGES.country),
  })
  .meta({ id: 'KycInformationRequest' });
export type KycInformationRequest = z.input<typeof kycInformationRequest>;

export const kycInformation = z
  .object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    date_of_birth: z.iso.date().nullable(),
    address: z.string().nullable(),
    post_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'KycInformation' });
export type KycInformation = z.infer<typeof kycInformation>;
export const KYC_INFORMATION_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'address',
  'post_code',
  'city',
  'country',
] as const satisfies readonly (keyof KycInformation)[];

export const kycDocument = z
  .object({
    id: z.number().int(),
    slot: z.enum(KYC_DOCUMENT_SLOTS),
    file_name: z.string(),
    content_type: z.enum(KYC_FILE_TYPES),
    size_bytes: z.number().int().positive(),
    uploaded_at: z.iso.datetime(),
  })
  .meta({ id: 'KycDocument' });
export type KycDocument = z.infer<typeof kycDocument>;

/** `GET /api/kyc`: the player's case; every call that changes it answers it too. */
export const kycCase = z
  .object({
    status: z.enum(KYC_STATUSES),
    /** Whether the player may still change the information and the files. */
    editable: z.boolean(),
    information: kycInformation,
    /** Set once step 1 has been saved. */
    information_saved_at: z.iso.datetime().nullable(),
    documents: z.array(kycDocument),
    rejection_reason: z.string().nullable(),
    submitted_at: z.iso.datetime().nullable(),
    reviewed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'KycCase' });
export type KycCase = z.infer<typeof kycCase>;

export const kycSlotParams = z.object({ slot: z.enum(KYC_DOCUMENT_SLOTS) });
export const kycDocumentParams = z.object({ id: z.coerce.number().int().positive() });
export const kycCaseParams = z.object({ id: z.coerce.number().int().positive() });

/** `GET /api/admin/kyc/cases?status=`: submitted cases by default. */
export const adminKycCasesQuery = z.object({
  status: z.enum(KYC_CASE_STATUSES).default('submitted'),
});

export const adminKycCaseSummary = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string(),
    user_email: z.string(),
    status: z.enum(KYC_CASE_STATUSES),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    country: z.string().nullable(),
    document_count: z.number().int(),
    submitted_at: z.iso.datetime().nullable(),
    reviewed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminKycCaseSummary' });
export type AdminKycCaseSummary = z.infer<typeof adminKycCaseSummary>;
export const adminKycCaseList = z.array(adminKycCaseSummary).meta({ id: 'AdminKycCaseList' });

export const adminKycCase = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string(),
    user_email: z.string(),
    account_verified_at: z.iso.datetime().nullable(),
    status: z.enum(KYC_CASE_STATUSES),
    information: kycInformation,
    documents: z.array(kycDocument),
    rejection_reason: z.string().nullable(),
    submitted_at: z.iso.datetime().nullable(),
    reviewed_at: z.iso.datetime().nullable(),
    reviewed_by: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminKycCase' });
export type AdminKycCase = z.infer<typeof adminKycCase>;

export const kycRejectRequest = z
  .object({
    reason: requiredString(KYC_REJECTION_REASON_MAX_LENGTH),
  })
  .meta({ id: 'KycRejectRequest' });
export type KycRejectRequest = z.input<typeof kycRejectRequest>;
