import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { KYC_FILE_MAX_BYTES, KYC_MESSAGES, type KycCase } from '@satsino/contract/kyc';
import { RATE_LIMITS } from '@satsino/contract/limits';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../src/modules/account/account.schema.js';
import { notifications } from '../src/modules/notifications/notifications.schema.js';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { bearer, registerPlayer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { postJson, registerOperator } from './helpers/wallet.js';

/**
 * Account verification through the API: the three steps, the checks on every upload (type by
 * content, size, one per slot), who may download a file, submission with its per-field errors,
 * and the operator's approval (which verifies the account) or rejection (which the player
 * corrects and sends again).
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);

const INFORMATION = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  address: '12 St James Square',
  post_code: 'SW1Y 4JH',
  city: 'London',
  country: 'GB',
};

interface FilePart {
  field?: string;
  fileName: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body with the given files, as a browser's FormData sends it. */
/** A small real PNG under the given file name. */
const png = (fileName: string): FilePart => ({ fileName, type: 'image/png', content: PNG });

function multipart(...parts: FilePart[]) {
  const boundary = `----satsino${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(app: FastifyInstance, token: string, slot: string, ...parts: FilePart[]) {
  const body = multipart(...parts);
  return app.inject({
    method: 'PUT',
    url: `/api/kyc/documents/${slot}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const saveInformation = (app: FastifyInstance, token: string, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/kyc/information',
    headers: bearer(token),
    payload: body as object,
  });

async function caseOf(app: FastifyInstance, token: string): Promise<KycCase> {
  const response = await get(app, '/api/kyc', token);
  expect(response.statusCode).toBe(200);
  return response.json() as KycCase;
}

/** A player with step 1 saved and all four files uploaded, then submitted. */
async function submittedPlayer(app: FastifyInstance): Promise<TestPlayer> {
  const player = await registerPlayer(app);
  expect((await saveInformation(app, player.token, INFORMATION)).statusCode).toBe(200);
  for (const slot of ['identity_front', 'identity_back', 'source_of_funds', 'proof_of_address']) {
    const response = await upload(app, player.token, slot, png(`${slot}.png`));
    expect(response.statusCode, response.body).toBe(200);
  }
  const submitted = await postJson(app, '/api/kyc/submit', player.token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return player;
}

async function caseIdOf(app: FastifyInstance, operatorToken: string, userId: number) {
  const queue = await get(app, '/api/admin/kyc/cases', operatorToken);
  expect(queue.statusCode).toBe(200);
  const entry = (queue.json() as Array<{ id: number; user_id: number }>).find(
    (candidate) => candidate.user_id === userId,
  );
  if (!entry) throw new Error(`no submitted case of user ${userId}`);
  return entry.id;
}

describe('kyc: the player’s three steps', () => {
  const getApp = useTestApp();

  it('documents its calls in the OpenAPI document', async () => {
    const { app } = getApp();
    const response = await get(app, '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/kyc',
        '/api/kyc/information',
        '/api/kyc/documents/{slot}',
        '/api/kyc/documents/{id}',
        '/api/kyc/submit',
        '/api/admin/kyc/cases',
        '/api/admin/kyc/cases/{id}/approve',
        '/api/admin/kyc/cases/{id}/reject',
      ]),
    );
  });

  it('starts with no case, and guests are not let in', async () => {
    const { app } = getApp();
    expect((await get(app, '/api/kyc')).statusCode).toBe(401);
    const player = await registerPlayer(app);
    const kyc = await caseOf(app, player.token);
    expect(kyc).toMatchObject({
      status: 'not_started',
      editable: true,
      documents: [],
      information_saved_at: null,
      rejection_reason: null,
    });
  });

  it('step 1 requires every field and an adult, then saves them', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);

    const empty = await saveInformation(app, player.token, {
      first_name: ' ',
      last_name: '',
      date_of_birth: '',
      address: '',
      post_code: '',
      city: '',
      country: '',
    });
    expect(empty.statusCode).toBe(422);
    const errors = (empty.json() as { errors: Record<string, string[]> }).errors;
    for (const field of Object.keys(INFORMATION)) {
      expect(errors[field], field).toEqual([VALIDATION_MESSAGES.required]);
    }

    const thisYear = new Date().getUTCFullYear();
    const minor = await saveInformation(app, player.token, {
      ...INFORMATION,
      date_of_birth: `${thisYear - 10}-01-01`,
    });
    expect(minor.statusCode).toBe(422);
    expect(minor.json()).toMatchObject({
      errors: { date_of_birth: [VALIDATION_MESSAGES.dateOfBirth] },
    });

    const saved = await saveInformation(app, player.token, INFORMATION);
    expect(saved.statusCode).toBe(200);
    const kyc = saved.json() as KycCase;
    expect(kyc.status).toBe('in_progress');
    expect(kyc.information).toEqual(INFORMATION);
    expect(kyc.information_saved_at).not.toBeNull();
    expect(await caseOf(app, player.token)).toEqual(kyc);
  });

  it('accepts JPEG, PNG and PDF by their content, one file per slot', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);

    const front = await upload(app, player.token, 'identity_front', png('front.png'));
    expect(front.statusCode, front.body).toBe(200);
    const afterFront = front.json() as KycCase;
    expect(afterFront.status).toBe('in_progress');
    expect(afterFront.documents).toEqual([
      expect.objectContaining({
        slot: 'identity_front',
        file_name: 'front.png',
        content_type: 'image/png',
        size_bytes: PNG.length,
      }),
    ]);

    // The declared type says nothing: a PDF sent as "image/jpeg" is stored as the PDF it is.
    const proof = await upload(app, player.token, 'proof_of_address', {
      fileName: 'bill.jpg',
      type: 'image/jpeg',
      content: PDF,
    });
    expect(proof.statusCode).toBe(200);
    expect((proof.json() as KycCase).documents).toContainEqual(
      expect.objectContaining({
        slot: 'proof_of_address',
        file_name: 'bill.pdf',
        content_type: 'application/pdf',
      }),
    );

    const jpeg = await upload(app, player.token, 'identity_back', {
      fileName: 'back.jpeg',
      type: 'image/jpeg',
      content: JPEG,
    });
    expect(jpeg.statusCode).toBe(200);

    // Replacing a file gives the slot a new document; the old one is gone.
    const oldId = afterFront.documents[0]?.id;
    const replaced = await upload(app, player.token, 'identity_front', {
      fileName: 'front-2.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(replaced.statusCode).toBe(200);
    const fronts = (replaced.json() as KycCase).documents.filter(
      (doc) => doc.slot === 'identity_front',
    );
    expect(fronts).toHaveLength(1);
    expect(fronts[0]?.id).not.toBe(oldId);
    expect((await get(app, `/api/kyc/documents/${oldId}`, player.token)).statusCode).toBe(404);
  });

  it('refuses a file that is not JPEG, PNG or PDF inside, whatever it claims to be', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const disguised = await upload(app, player.token, 'identity_back', {
      fileName: 'passport.png',
      type: 'image/png',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json()).toEqual({
      message: KYC_MESSAGES.fileType,
      code: 'validation_failed',
      errors: { identity_back: [KYC_MESSAGES.fileType] },
      codes: { identity_back: ['kyc_file_type'] },
    });

    const empty = await upload(app, player.token, 'identity_back', {
      fileName: 'empty.png',
      type: 'image/png',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { identity_back: [KYC_MESSAGES.fileRequired] } });
    expect((await caseOf(app, player.token)).documents).toEqual([]);
  });

  it('refuses a file over 5 MB, a request without a file or with two, and JSON', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const big = Buffer.concat([PNG, Buffer.alloc(KYC_FILE_MAX_BYTES + 1 - PNG.length)]);
    const tooBig = await upload(app, player.token, 'source_of_funds', {
      fileName: 'big.png',
      type: 'image/png',
      content: big,
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({
      errors: { source_of_funds: [KYC_MESSAGES.fileTooLarge] },
    });

    const exactlyMax = await upload(app, player.token, 'source_of_funds', {
      fileName: 'max.png',
      type: 'image/png',
      content: big.subarray(0, KYC_FILE_MAX_BYTES),
    });
    expect(exactlyMax.statusCode, exactlyMax.body).toBe(200);

    const none = await upload(app, player.token, 'identity_front');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: { identity_front: [KYC_MESSAGES.fileRequired] } });

    const two = await upload(app, player.token, 'identity_front', png('a.png'), png('b.png'));
    expect(two.statusCode).toBe(413);

    const json = await app.inject({
      method: 'PUT',
      url: '/api/kyc/documents/identity_front',
      headers: bearer(player.token),
      payload: { file: PNG.toString('base64') },
    });
    expect(json.statusCode).toBe(415);

    const unknownSlot = await upload(app, player.token, 'selfie', png('a.png'));
    expect(unknownSlot.statusCode).toBe(422);

    const guest = await app.inject({
      method: 'PUT',
      url: '/api/kyc/documents/identity_front',
      ...multipart(png('a.png')),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('serves a document to its owner and to staff only, as a no-sniff attachment', async () => {
    const { app, database } = getApp();
    const owner = await registerPlayer(app);
    const uploaded = await upload(app, owner.token, 'identity_front', png('Reçu front.png'));
    const id = (uploaded.json() as KycCase).documents[0]?.id;

    const download = await get(app, `/api/kyc/documents/${id}`, owner.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Re_u front.png"; filename*=UTF-8''Re%C3%A7u%20front.png`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const other = await registerPlayer(app);
    expect((await get(app, `/api/kyc/documents/${id}`, other.token)).statusCode).toBe(404);
    expect((await get(app, `/api/kyc/documents/${id}`)).statusCode).toBe(401);
    expect((await get(app, '/api/kyc/documents/999999999', owner.token)).statusCode).toBe(404);

    const support = await registerPlayer(app);
    await setRole(database.db, support.id, 'support');
    expect((await get(app, `/api/kyc/documents/${id}`, support.token)).statusCode).toBe(200);
  });

  it('submits only a complete case, naming every missing field and file', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);

    const nothing = await postJson(app, '/api/kyc/submit', player.token);
    expect(nothing.statusCode).toBe(422);
    expect((nothing.json() as { errors: Record<string, string[]> }).errors).toEqual({
      first_name: [VALIDATION_MESSAGES.required],
      last_name: [VALIDATION_MESSAGES.required],
      date_of_birth: [VALIDATION_MESSAGES.required],
      address: [VALIDATION_MESSAGES.required],
      post_code: [VALIDATION_MESSAGES.required],
      city: [VALIDATION_MESSAGES.required],
      country: [VALIDATION_MESSAGES.required],
      identity_front: [VALIDATION_MESSAGES.fileRequired],
      identity_back: [VALIDATION_MESSAGES.fileRequired],
      source_of_funds: [VALIDATION_MESSAGES.fileRequired],
      proof_of_address: [VALIDATION_MESSAGES.fileRequired],
    });

    await saveInformation(app, player.token, INFORMATION);
    await upload(app, player.token, 'identity_front', png('f.png'));
    const partial = await postJson(app, '/api/kyc/submit', player.token);
    expect(partial.statusCode).toBe(422);
    expect(partial.json()).toEqual({
      message: 'File is Required. (and 2 more errors)',
      code: 'validation_failed',
      errors: {
        identity_back: ['File is Required.'],
        source_of_funds: ['File is Required.'],
        proof_of_address: ['File is Required.'],
      },
      codes: {
        identity_back: ['file_required'],
        source_of_funds: ['file_required'],
        proof_of_address: ['file_required'],
      },
    });
    expect((await caseOf(app, player.token)).status).toBe('in_progress');
  });

  it('freezes a submitted case until an operator decides', async () => {
    const { app } = getApp();
    const player = await submittedPlayer(app);
    const kyc = await caseOf(app, player.token);
    expect(kyc).toMatchObject({ status: 'submitted', editable: false });
    expect(kyc.submitted_at).not.toBeNull();
    expect(kyc.documents).toHaveLength(4);

    const late = await upload(app, player.token, 'identity_front', png('late.png'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: KYC_MESSAGES.underReview, code: 'kyc_under_review' });
    expect((await saveInformation(app, player.token, INFORMATION)).statusCode).toBe(409);
    expect((await postJson(app, '/api/kyc/submit', player.token)).statusCode).toBe(409);
  });

  it('limits how many files a player uploads in a row', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.kycUploadPerAccount.points; attempt++) {
      const response = await upload(app, player.token, 'identity_front', png('f.png'));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toBeDefined();
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses).toHaveLength(RATE_LIMITS.kycUploadPerAccount.points + 1);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});

describe('kyc: the operator’s review', () => {
  const getApp = useTestApp();

  it('keeps players and guests out of the review calls', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    expect((await get(app, '/api/admin/kyc/cases')).statusCode).toBe(401);
    expect((await get(app, '/api/admin/kyc/cases', player.token)).statusCode).toBe(403);
    expect((await postJson(app, '/api/admin/kyc/cases/1/approve', player.token)).statusCode).toBe(
      403,
    );
  });

  it('approves: the account is verified, the profile filled in, the player told, the act logged', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await submittedPlayer(app);

    // Before approval the profile cannot change (SPEC §4, §8).
    const blocked = await app.inject({
      method: 'PATCH',
      url: '/api/settings/profile',
      headers: bearer(player.token),
      payload: { city: 'Paris' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: AUTH_MESSAGES.accountNotVerified,
      code: 'account_not_verified',
    });

    const caseId = await caseIdOf(app, operator.token, player.id);
    const view = await get(app, `/api/admin/kyc/cases/${caseId}`, operator.token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      id: caseId,
      user_id: player.id,
      user_name: player.name,
      status: 'submitted',
      information: INFORMATION,
      account_verified_at: null,
    });
    // Staff read the files through the download call.
    const firstDocument = (view.json() as { documents: Array<{ id: number }> }).documents[0];
    expect(
      (await get(app, `/api/kyc/documents/${firstDocument?.id}`, operator.token)).statusCode,
    ).toBe(200);

    const approved = await postJson(app, `/api/admin/kyc/cases/${caseId}/approve`, operator.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewed_by: operator.name });

    const me = (await get(app, '/api/user', player.token)).json() as Record<string, unknown>;
    expect(me.account_verified_at).not.toBeNull();
    expect(me).toMatchObject(INFORMATION);
    expect(await caseOf(app, player.token)).toMatchObject({ status: 'approved', editable: false });

    const [notice] = await database.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(eq(notifications.userId, player.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.text).toBe(
      'Your account has been verified. You can now update your account details.',
    );
    const logged = await database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'kyc.approve'),
          eq(operatorActions.targetId, String(caseId)),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.actorUserId).toBe(operator.id);

    // Now the account data can be changed.
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/settings/profile',
      headers: bearer(player.token),
      payload: { city: 'Paris' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // A case is decided once; a verified player cannot start over.
    expect(
      (await postJson(app, `/api/admin/kyc/cases/${caseId}/approve`, operator.token)).statusCode,
    ).toBe(409);
    const again = await saveInformation(app, player.token, INFORMATION);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: KYC_MESSAGES.alreadyVerified,
      code: 'kyc_already_verified',
    });
  });

  it('rejects with a reason the player reads, and the corrected case can be sent again', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await submittedPlayer(app);
    const caseId = await caseIdOf(app, operator.token, player.id);

    const noReason = await postJson(app, `/api/admin/kyc/cases/${caseId}/reject`, operator.token, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ errors: { reason: [VALIDATION_MESSAGES.required] } });

    const rejected = await postJson(app, `/api/admin/kyc/cases/${caseId}/reject`, operator.token, {
      reason: 'The back of your ID is unreadable',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The back of your ID is unreadable.',
    });
    const kyc = await caseOf(app, player.token);
    expect(kyc).toMatchObject({
      status: 'rejected',
      editable: true,
      rejection_reason: 'The back of your ID is unreadable.',
    });
    const [user] = await database.db
      .select({ verified: users.accountVerifiedAt })
      .from(users)
      .where(eq(users.id, player.id));
    expect(user?.verified).toBeNull();
    const [notice] = await database.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(eq(notifications.userId, player.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.text).toContain('The back of your ID is unreadable.');
    expect(
      await database.db
        .select()
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.action, 'kyc.reject'),
            eq(operatorActions.targetId, String(caseId)),
          ),
        ),
    ).toHaveLength(1);

    // Not in the queue any more; listed under rejected.
    const queue = (await get(app, '/api/admin/kyc/cases', operator.token)).json() as Array<{
      id: number;
    }>;
    expect(queue.map((entry) => entry.id)).not.toContain(caseId);
    const rejectedList = (
      await get(app, '/api/admin/kyc/cases?status=rejected', operator.token)
    ).json() as Array<{ id: number; document_count: number }>;
    expect(rejectedList).toContainEqual(expect.objectContaining({ id: caseId, document_count: 4 }));

    // The player replaces the file and sends the case again.
    const fixed = await upload(app, player.token, 'identity_back', {
      fileName: 'back-sharp.jpg',
      type: 'image/jpeg',
      content: JPEG,
    });
    expect(fixed.statusCode).toBe(200);
    expect((fixed.json() as KycCase).status).toBe('rejected');
    const resubmitted = await postJson(app, '/api/kyc/submit', player.token);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'submitted', rejection_reason: null });
    expect(await caseIdOf(app, operator.token, player.id)).toBe(caseId);

    expect(
      (await postJson(app, '/api/admin/kyc/cases/999999/approve', operator.token)).statusCode,
    ).toBe(404);
  });
});
