import { ERROR_MESSAGES } from '@satsino/contract/errors';
import {
  adminKycCase,
  adminKycCaseList,
  type KycCase,
  type KycCaseStatus,
  type KycDocumentSlot,
  type KycInformationRequest,
  kycCase,
} from '@satsino/contract/kyc';
import { queryOptions } from '@tanstack/react-query';
import { apiErrorOf, apiGet, request } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { readToken } from '../../../lib/auth-token';

/** Every answer of the player's verification sits under this key. */
export const KYC_QUERY_KEY = ['kyc'] as const;
/** The operator's answers, apart from the player's. */
export const ADMIN_KYC_QUERY_KEY = ['admin-kyc'] as const;

/** An upload that has not finished by then fails rather than hanging on a dead connection. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** `GET /api/kyc`: the player's case. */
export function kycCaseQueryOptions() {
  return queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'case'],
    queryFn: ({ signal }) => apiGet('/kyc', kycCase, { signal }),
  });
}

export function saveInformation(body: KycInformationRequest) {
  return request('/kyc/information', kycCase, { method: 'PUT', body });
}

export function submitVerification() {
  return request('/kyc/submit', kycCase, { method: 'POST' });
}

/**
 * `PUT /api/kyc/documents/:slot` with the file as multipart form data. XMLHttpRequest rather
 * than fetch, because only it reports how much of the body has been sent (`onProgress` gets
 * 0 to 1). Answers the case with the new file.
 */
export function uploadDocument(
  slot: KycDocumentSlot,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<KycCase> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/kyc/documents/${slot}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token !== undefined) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = kycCase.safeParse(xhr.response);
        if (answer.success) resolve(answer.data);
        else reject(new ApiError(xhr.status, ERROR_MESSAGES.unexpected));
        return;
      }
      reject(apiErrorOf(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.ontimeout = () => reject(new TypeError('The upload timed out.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * A document's bytes, for a preview or a link. The download needs the bearer token, so it is
 * fetched here and shown from a blob: URL rather than linked directly.
 */
export function documentBlobQueryOptions(documentId: number) {
  return queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'document', documentId],
    queryFn: async ({ signal }) => {
      const token = readToken();
      const response = await fetch(`/api/kyc/documents/${documentId}`, {
        headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
        signal,
      });
      if (!response.ok) {
        throw apiErrorOf(response.status, await response.json().catch(() => undefined));
      }
      return response.blob();
    },
    // A document never changes: a replaced file is a new document.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export function adminKycCasesQueryOptions(status: KycCaseStatus) {
  return queryOptions({
    queryKey: [...ADMIN_KYC_QUERY_KEY, 'cases', status],
    queryFn: ({ signal }) =>
      apiGet(`/admin/kyc/cases?status=${status}`, adminKycCaseList, { signal }),
  });
}

export function adminKycCaseQueryOptions(caseId: number) {
  return queryOptions({
    queryKey: [...ADMIN_KYC_QUERY_KEY, 'case', caseId],
    queryFn: ({ signal }) => apiGet(`/admin/kyc/cases/${caseId}`, adminKycCase, { signal }),
  });
}

export function approveCase(caseId: number) {
  return request(`/admin/kyc/cases/${caseId}/approve`, adminKycCase, { method: 'POST' });
}

export function rejectCase(caseId: number, reason: string) {
  return request(`/admin/kyc/cases/${caseId}/reject`, adminKycCase, {
    method: 'POST',
    body: { reason },
  });
}
