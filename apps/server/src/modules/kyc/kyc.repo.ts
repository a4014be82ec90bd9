import type { KycCaseStatus, KycDocumentSlot, KycFileType } from '@satsino/contract/kyc';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { users } from '../account/account.schema.js';
import { kycCases, kycDocuments } from './kyc.schema.js';

/** A database or a transaction: both run the queries below. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const CASE_COLUMNS = columnsOf(kycCases, [
  'id',
  'userId',
  'status',
  'firstName',
  'lastName',
  'dateOfBirth',
  'address',
  'postCode',
  'city',
  'country',
  'informationSavedAt',
  'submittedAt',
  'reviewedAt',
  'reviewedBy',
  'rejectionReason',
  'createdAt',
  'updatedAt',
]);

export type KycCaseRow = RowOf<typeof kycCases, keyof typeof CASE_COLUMNS>;
export type KycCaseChanges = Partial<
  Omit<typeof kycCases.$inferInsert, 'id' | 'userId' | 'createdAt'>
>;

/** A document without its bytes: what lists and answers show. */
const documentColumns = columnsOf(kycDocuments, [
  'id',
  'caseId',
  'slot',
  'contentType',
  'fileName',
  'sizeBytes',
  'uploadedAt',
]);

export type KycDocumentRow = RowOf<typeof kycDocuments, keyof typeof documentColumns>;

export async function findCaseByUser(
  db: Queryable,
  userId: number,
): Promise<KycCaseRow | undefined> {
  const [row] = await db.select(CASE_COLUMNS).from(kycCases).where(eq(kycCases.userId, userId));
  return row;
}

/**
 * The player's case, created when missing, locked until the transaction ends: every change of
 * a case goes through here, so a file cannot slip in while the case is being submitted.
 */
export async function lockCaseOfUser(tx: Queryable, userId: number): Promise<KycCaseRow> {
  await tx.insert(kycCases).values({ userId }).onConflictDoNothing({ target: kycCases.userId });
  const [row] = await tx
    .select(CASE_COLUMNS)
    .from(kycCases)
    .where(eq(kycCases.userId, userId))
    .for('update');
  if (!row) throw new Error(`the kyc case of user ${userId} vanished`);
  return row;
}

export async function lockCase(tx: Queryable, id: number): Promise<KycCaseRow | undefined> {
  const [row] = await tx
    .select(CASE_COLUMNS)
    .from(kycCases)
    .where(eq(kycCases.id, id))
    .for('update');
  return row;
}

export async function updateCase(
  tx: Queryable,
  id: number,
  changes: KycCaseChanges,
  now: Date,
): Promise<KycCaseRow> {
  const [row] = await tx
    .update(kycCases)
    .set({ ...changes, updatedAt: now })
    .where(eq(kycCases.id, id))
    .returning(CASE_COLUMNS);
  if (!row) throw new Error(`kyc case ${id} vanished during an update`);
  return row;
}

export function listDocuments(db: Queryable, caseId: number): Promise<KycDocumentRow[]> {
  return db
    .select(documentColumns)
    .from(kycDocuments)
    .where(eq(kycDocuments.caseId, caseId))
    .orderBy(asc(kycDocuments.id));
}

/** One file per slot: the new file takes the place (and a new id) of the old one. */
export async function replaceDocument(
  tx: Queryable,
  values: {
    caseId: number;
    slot: KycDocumentSlot;
    contentType: KycFileType;
    fileName: string;
    sha256: string;
    content: Buffer;
    uploadedAt: Date;
  },
): Promise<KycDocumentRow> {
  await tx
    .delete(kycDocuments)
    .where(and(eq(kycDocuments.caseId, values.caseId), eq(kycDocuments.slot, values.slot)));
  const [row] = await tx
    .insert(kycDocuments)
    .values({ ...values, sizeBytes: values.content.length })
    .returning(documentColumns);
  if (!row) throw new Error('insert into kyc_documents returned no row');
  return row;
}

/** A document's bytes and the player it belongs to, for the authorisation check. */
export async function findDocumentFile(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ownerId: kycCases.userId,
      contentType: kycDocuments.contentType,
      fileName: kycDocuments.fileName,
      content: kycDocuments.content,
    })
    .from(kycDocuments)
    .innerJoin(kycCases, eq(kycCases.id, kycDocuments.caseId))
    .where(eq(kycDocuments.id, id));
  return row;
}

const reviewers = alias(users, 'reviewers');

/** The operator's queue: submitted cases oldest first, the others most recently changed first. */
export function listCases(db: Queryable, status: KycCaseStatus, limit: number) {
  const documents = db
    .select({ caseId: kycDocuments.caseId, total: count().as('total') })
    .from(kycDocuments)
    .groupBy(kycDocuments.caseId)
    .as('documents');
  return db
    .select({
      id: kycCases.id,
      userId: kycCases.userId,
      userName: users.name,
      userEmail: users.email,
      status: kycCases.status,
      firstName: kycCases.firstName,
      lastName: kycCases.lastName,
      country: kycCases.country,
      documentCount: sql<number>`coalesce(${documents.total}, 0)::int`,
      submittedAt: kycCases.submittedAt,
      reviewedAt: kycCases.reviewedAt,
    })
    .from(kycCases)
    .innerJoin(users, eq(users.id, kycCases.userId))
    .leftJoin(documents, eq(documents.caseId, kycCases.id))
    .where(eq(kycCases.status, status))
    .orderBy(
      ...(status === 'submitted'
        ? [asc(kycCases.submittedAt), asc(kycCases.id)]
        : [desc(kycCases.updatedAt), desc(kycCases.id)]),
    )
    .limit(limit);
}
export type KycCaseSummaryRow = Awaited<ReturnType<typeof listCases>>[number];

/** A case with its player and reviewer, for the operator's review page. */
export async function findAdminCase(db: Queryable, id: number) {
  const [row] = await db
    .select({
      kycCase: kycCases,
      userName: users.name,
      userEmail: users.email,
      accountVerifiedAt: users.accountVerifiedAt,
      reviewerName: reviewers.name,
    })
    .from(kycCases)
    .innerJoin(users, eq(users.id, kycCases.userId))
    .leftJoin(reviewers, eq(reviewers.id, kycCases.reviewedBy))
    .where(eq(kycCases.id, id));
  return row;
}
export type KycAdminCaseRow = NonNullable<Awaited<ReturnType<typeof findAdminCase>>>;
