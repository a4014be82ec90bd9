import {
  KYC_CASE_STATUSES,
  KYC_DOCUMENT_SLOTS,
  KYC_FILE_MAX_BYTES,
  KYC_FILE_TYPES,
} from '@satsino/contract/kyc';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns.js';
import { users } from '../account/account.schema.js';

/** Raw bytes; node-postgres reads and writes bytea as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * One verification case per player (SPEC §2 /settings/verification): the information of step 1
 * and where the review stands. Approval is what verifies the account (users.account_verified_at).
 */
export const kycCases = pgTable(
  'kyc_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: KYC_CASE_STATUSES }).notNull().default('in_progress'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    postCode: text('post_code'),
    city: text('city'),
    country: text('country'),
    informationSavedAt: timestamp('information_saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_cases_user_key').on(table.userId),
    index('kyc_cases_queue_idx').on(table.status, table.submittedAt),
    check('kyc_cases_status_check', oneOf(table.status, KYC_CASE_STATUSES)),
    check(
      'kyc_cases_rejected_check',
      sql`(${table.status} = 'rejected') = (${table.rejectionReason} IS NOT NULL)`,
    ),
  ],
);

/**
 * The files of a case, one per slot, kept in the database so that every API process serves the
 * same files and they are backed up with everything else. Replacing a file deletes the old row.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => kycCases.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: KYC_DOCUMENT_SLOTS }).notNull(),
    contentType: text('content_type', { enum: KYC_FILE_TYPES }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_documents_case_slot_key').on(table.caseId, table.slot),
    check('kyc_documents_slot_check', oneOf(table.slot, KYC_DOCUMENT_SLOTS)),
    check('kyc_documents_content_type_check', oneOf(table.contentType, KYC_FILE_TYPES)),
    check(
      'kyc_documents_size_check',
      sql`${table.sizeBytes} BETWEEN 1 AND ${sql.raw(String(KYC_FILE_MAX_BYTES))} AND ${table.sizeBytes} = octet_length(${table.content})`,
    ),
  ],
);
