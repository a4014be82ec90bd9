import type {
  AdminKycCase,
  AdminKycCaseSummary,
  KycCase,
  KycDocument,
  KycInformation,
  KycStatus,
} from '@satsino/contract/kyc';
import type { KycAdminCaseRow, KycCaseRow, KycCaseSummaryRow, KycDocumentRow } from './kyc.repo.js';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function presentInformation(row: KycCaseRow | undefined): KycInformation {
  return {
    first_name: row?.firstName ?? null,
    last_name: row?.lastName ?? null,
    date_of_birth: row?.dateOfBirth ?? null,
    address: row?.address ?? null,
    post_code: row?.postCode ?? null,
    city: row?.city ?? null,
    country: row?.country ?? null,
  };
}

export function presentDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    slot: row.slot,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

/**
 * The player's view. An account verified by an operator without a case (the
 * player page's verify call) reads as approved; only a case in progress or rejected is editable.
 */
export function presentCase(
  row: KycCaseRow | undefined,
  documents: readonly KycDocumentRow[],
  accountVerified: boolean,
): KycCase {
  const status: KycStatus = accountVerified ? 'approved' : (row?.status ?? 'not_started');
  return {
    status,
    editable: status === 'not_started' || status === 'in_progress' || status === 'rejected',
    information: presentInformation(row),
    information_saved_at: iso(row?.informationSavedAt ?? null),
    documents: documents.map(presentDocument),
    rejection_reason: status === 'rejected' ? (row?.rejectionReason ?? null) : null,
    submitted_at: iso(row?.submittedAt ?? null),
    reviewed_at: iso(row?.reviewedAt ?? null),
  };
}

export function presentCaseSummary(row: KycCaseSummaryRow): AdminKycCaseSummary {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    status: row.status,
    first_name: row.firstName,
    last_name: row.lastName,
    country: row.country,
    document_count: row.documentCount,
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
  };
}

export function presentAdminCase(
  row: KycAdminCaseRow,
  documents: readonly KycDocumentRow[],
): AdminKycCase {
  const { kycCase } = row;
  return {
    id: kycCase.id,
    user_id: kycCase.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    account_verified_at: iso(row.accountVerifiedAt),
    status: kycCase.status,
    information: presentInformation(kycCase),
    documents: documents.map(presentDocument),
    rejection_reason: kycCase.rejectionReason,
    submitted_at: iso(kycCase.submittedAt),
    reviewed_at: iso(kycCase.reviewedAt),
    reviewed_by: row.reviewerName,
    created_at: kycCase.createdAt.toISOString(),
  };
}
