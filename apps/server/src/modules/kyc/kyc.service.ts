import { createHash } from 'node:crypto';
import {
  type AdminKycCase,
  type AdminKycCaseSummary,
  KYC_ADMIN_LIST_LIMIT,
  KYC_DOCUMENT_SLOTS,
  KYC_FILE_MAX_BYTES,
  KYC_INFORMATION_FIELDS,
  type KycCase,
  type KycCaseStatus,
  type KycDocumentSlot,
  type KycFileType,
  type KycInformationRequest,
  kycInformationRequest,
} from '@satsino/contract/kyc';
import { DEFAULT_LOCALE, isLocale } from '@satsino/contract/locales';
import type { OperatorQueueEvent } from '@satsino/contract/realtime';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { Identity } from '../../platform/authentication.js';
import { type FieldErrors, fieldError, platformErrors } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { findUserById, type UserRow, updateUser } from '../account/account.repo.js';
import { AUTH_MAIL_TEXTS } from '../auth/auth.mail-texts.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { Notifier } from '../notifications/notifier.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { kycErrors } from './kyc.errors.js';
import { presentAdminCase, presentCase, presentCaseSummary } from './kyc.presenter.js';
import {
  findAdminCase,
  findCaseByUser,
  findDocumentFile,
  type KycCaseRow,
  listCases,
  listDocuments,
  lockCase,
  lockCaseOfUser,
  type Queryable,
  replaceDocument,
  updateCase,
} from './kyc.repo.js';
import { detectFileType, storedFileName } from './kyc-files.js';
import { KYC_REJECTED_NOTICES } from './kyc-notices.js';

/** A file as the upload route read it: the bytes and the name the browser gave. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string | undefined;
}

export interface DocumentDownload {
  contentType: KycFileType;
  fileName: string;
  content: Buffer;
}

export interface KycService {
  getCase(userId: number): Promise<KycCase>;
  /** Counts an upload against the player's limit (429 past it), before the file is read. */
  admitUpload(userId: number): Promise<void>;
  saveInformation(userId: number, body: KycInformationRequest): Promise<KycCase>;
  uploadDocument(userId: number, slot: KycDocumentSlot, file: UploadedFile): Promise<KycCase>;
  submit(userId: number): Promise<KycCase>;
  /** The file, for its owner and for staff; anyone else gets not found. */
  readDocument(identity: Identity, documentId: number): Promise<DocumentDownload>;
  listCases(status: KycCaseStatus): Promise<AdminKycCaseSummary[]>;
  getAdminCase(caseId: number): Promise<AdminKycCase>;
  approve(actorUserId: number, caseId: number): Promise<AdminKycCase>;
  reject(actorUserId: number, caseId: number, reason: string): Promise<AdminKycCase>;
}

/** The fields and files a submission lacks, Laravel style (SPEC §5 'Required.', 'File is Required.'). */
export function missingForSubmission(
  row: KycCaseRow,
  slots: ReadonlySet<KycDocumentSlot>,
): FieldErrors {
  const missing: FieldErrors = {};
  const information = {
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
    address: row.address,
    post_code: row.postCode,
    city: row.city,
    country: row.country,
  };
  for (const field of KYC_INFORMATION_FIELDS) {
    if (!information[field]?.trim()) missing[field] = [fieldError('required')];
  }
  for (const slot of KYC_DOCUMENT_SLOTS) {
    if (!slots.has(slot)) missing[slot] = [fieldError('file_required')];
  }
  return missing;
}

/** A reason ends a sentence in the notice that quotes it. */
function asSentence(reason: string): string {
  const trimmed = reason.trim();
  return /[.!?。！？]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Uploads of one player; a few files, replaced now and then. */
const UPLOAD_RATE_LIMIT = 'kycUploadPerAccount';

const localeOf = (user: UserRow) => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

export function createKycService(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Tells the operators' console a verification changed, after the commit (issue 17). */
  queueChanged?: (change: OperatorQueueEvent) => void;
}): KycService {
  const { db } = deps;

  async function requirePlayer(tx: Queryable, userId: number): Promise<UserRow> {
    const user = await findUserById(tx, userId);
    if (!user) throw platformErrors.notFound();
    return user;
  }

  async function caseView(tx: Queryable, userId: number): Promise<KycCase> {
    const user = await requirePlayer(tx, userId);
    const row = await findCaseByUser(tx, userId);
    const documents = row ? await listDocuments(tx, row.id) : [];
    return presentCase(row, documents, user.accountVerifiedAt !== null);
  }

  /**
   * Runs a player's change on their locked case, refused once the account is verified or while
   * an operator has the case; answers the case as it is afterwards.
   */
  function changeCase(
    userId: number,
    change: (tx: Queryable, row: KycCaseRow) => Promise<void>,
  ): Promise<KycCase> {
    return inDbTransaction(deps.pool, async (tx) => {
      const user = await requirePlayer(tx, userId);
      if (user.accountVerifiedAt) throw kycErrors.alreadyVerified();
      const row = await lockCaseOfUser(tx, userId);
      if (row.status === 'approved') throw kycErrors.alreadyVerified();
      if (row.status === 'submitted') throw kycErrors.underReview();
      await change(tx, row);
      return caseView(tx, userId);
    });
  }

  async function adminView(tx: Queryable, caseId: number): Promise<AdminKycCase> {
    const row = await findAdminCase(tx, caseId);
    if (!row) throw kycErrors.notFound();
    return presentAdminCase(row, await listDocuments(tx, caseId));
  }

  /** Locks a case for review; only a submitted one can be approved or rejected. */
  async function requireSubmitted(tx: Queryable, caseId: number): Promise<KycCaseRow> {
    const row = await lockCase(tx, caseId);
    if (!row) throw kycErrors.notFound();
    if (row.status !== 'submitted') throw kycErrors.notSubmitted();
    return row;
  }

  return {
    getCase: (userId) => caseView(db, userId),

    admitUpload: (userId) =>
      deps.rateLimiter.consume([{ limit: UPLOAD_RATE_LIMIT, key: `${userId}` }]),

    async saveInformation(userId, body) {
      const information = kycInformationRequest.parse(body);
      return changeCase(userId, async (tx, row) => {
        await updateCase(
          tx,
          row.id,
          {
            firstName: information.first_name,
            lastName: information.last_name,
            dateOfBirth: information.date_of_birth,
            address: information.address,
            postCode: information.post_code,
            city: information.city,
            country: information.country,
            informationSavedAt: deps.now(),
          },
          deps.now(),
        );
      });
    },

    async uploadDocument(userId, slot, file) {
      if (file.bytes.length === 0) throw kycErrors.fileRequired(slot);
      if (file.bytes.length > KYC_FILE_MAX_BYTES) throw kycErrors.fileTooLarge(slot);
      const contentType = detectFileType(file.bytes);
      if (!contentType) throw kycErrors.fileType(slot);
      return changeCase(userId, async (tx, row) => {
        await replaceDocument(tx, {
          caseId: row.id,
          slot,
          contentType,
          fileName: storedFileName(file.fileName, slot, contentType),
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          content: file.bytes,
          uploadedAt: deps.now(),
        });
        await updateCase(tx, row.id, {}, deps.now());
      });
    },

    async submit(userId) {
      // The case's id, for the console's event once the change committed.
      const submitted = { caseId: 0 };
      const view = await changeCase(userId, async (tx, row) => {
        submitted.caseId = row.id;
        const documents = await listDocuments(tx, row.id);
        const missing = missingForSubmission(row, new Set(documents.map((doc) => doc.slot)));
        if (Object.keys(missing).length > 0) throw platformErrors.validation(missing);
        await updateCase(
          tx,
          row.id,
          {
            status: 'submitted',
            submittedAt: deps.now(),
            rejectionReason: null,
            reviewedAt: null,
            reviewedBy: null,
          },
          deps.now(),
        );
      });
      deps.queueChanged?.({ kind: 'kyc', id: submitted.caseId, user_id: userId });
      return view;
    },

    async readDocument(identity, documentId) {
      const file = await findDocumentFile(db, documentId);
      const staff = identity.role === 'support' || identity.role === 'admin';
      if (!file || (!staff && file.ownerId !== identity.userId)) throw kycErrors.notFound();
      return { contentType: file.contentType, fileName: file.fileName, content: file.content };
    },

    async listCases(status) {
      const rows = await listCases(db, status, KYC_ADMIN_LIST_LIMIT);
      return rows.map(presentCaseSummary);
    },

    getAdminCase: (caseId) => adminView(db, caseId),

    /**
     * Verifies the account exactly as the operator's verify-account call does (the date, and the
     * player told in their language), and the checked information becomes the profile's.
     */
    async approve(actorUserId, caseId) {
      const { view, publish, userId } = await inDbTransaction(deps.pool, async (tx, client) => {
        const row = await requireSubmitted(tx, caseId);
        const now = deps.now();
        await updateCase(
          tx,
          row.id,
          { status: 'approved', reviewedAt: now, reviewedBy: actorUserId, rejectionReason: null },
          now,
        );
        const user = await requirePlayer(tx, row.userId);
        await updateUser(tx, user.id, {
          firstName: row.firstName,
          lastName: row.lastName,
          dateOfBirth: row.dateOfBirth,
          address: row.address,
          postCode: row.postCode,
          city: row.city,
          country: row.country,
          accountVerifiedAt: user.accountVerifiedAt ?? now,
        });
        const notice = user.accountVerifiedAt
          ? undefined
          : await deps.notifier.stage(tx, user.id, AUTH_MAIL_TEXTS[localeOf(user)].accountVerified);
        await deps.operatorLog.record(client, {
          actorUserId,
          action: 'kyc.approve',
          targetType: 'kyc_case',
          targetId: row.id,
          details: { userId: row.userId },
        });
        return { view: await adminView(tx, row.id), publish: notice?.publish, userId: row.userId };
      });
      publish?.();
      deps.queueChanged?.({ kind: 'kyc', id: caseId, user_id: userId });
      return view;
    },

    async reject(actorUserId, caseId, reason) {
      const rejectionReason = asSentence(reason);
      const { view, publish, userId } = await inDbTransaction(deps.pool, async (tx, client) => {
        const row = await requireSubmitted(tx, caseId);
        const now = deps.now();
        await updateCase(
          tx,
          row.id,
          { status: 'rejected', reviewedAt: now, reviewedBy: actorUserId, rejectionReason },
          now,
        );
        const user = await requirePlayer(tx, row.userId);
        const notice = await deps.notifier.stage(
          tx,
          user.id,
          KYC_REJECTED_NOTICES[localeOf(user)](rejectionReason),
        );
        await deps.operatorLog.record(client, {
          actorUserId,
          action: 'kyc.reject',
          targetType: 'kyc_case',
          targetId: row.id,
          details: { userId: row.userId, reason: rejectionReason },
        });
        return { view: await adminView(tx, row.id), publish: notice.publish, userId: row.userId };
      });
      publish();
      deps.queueChanged?.({ kind: 'kyc', id: caseId, user_id: userId });
      return view;
    },
  };
}
