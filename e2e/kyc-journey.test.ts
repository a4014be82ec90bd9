import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, registerVerifiedAccount } from './helpers/accounts.js';
import { SCREENSHOT_DIR, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
/** Where this journey's screenshots go, beside the other journeys'. */
const SHOTS = path.join(SCREENSHOT_DIR, 'kyc');

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

/** A real PNG of `width`×`height` in two colours, like a photographed card. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y < height * 0.3 || x < width * 0.3;
      row.set(band ? [40, 90, 200] : [230, 232, 240], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('journey: a player verifies the account, an operator reviews it', () => {
  const journey = useJourney();

  it('three steps with uploads, a rejection, a resubmission and an approval', async () => {
    const { server } = journey();
    const player = await registerVerifiedAccount(journey(), 'player');
    const operator = await registerVerifiedAccount(journey(), 'admin');
    const phone = await openSignedIn(journey(), player.token, PHONE);
    const page = phone.page;
    const png = makePng(320, 200);

    // Step 1: the details. Saving with empty fields shows the spec's 'Required.'.
    await page.goto(`${server.url}/settings/verification`);
    await page.getByText('Verify your account', { exact: true }).waitFor();
    await shot(page, 'kyc-1-start-360');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.getByText('Required.').count()).toBe(7);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Date of birth').fill('1990-12-10');
    await page.getByLabel('Address').fill('12 St James Square');
    await page.getByLabel('Post code').fill('SW1Y 4JH');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: both sides of the ID through the file picker; a disguised file is refused.
    await page.getByRole('heading', { name: 'Identity document' }).waitFor();
    const front = page.getByTestId('kyc-slot-identity_front');
    await front.locator('input[type=file]').setInputFiles({
      name: 'not-really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text, not an image'),
    });
    await front.getByText('Upload a JPEG, PNG or PDF file.').waitFor();
    await front
      .locator('input[type=file]')
      .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: png });
    await front.getByRole('img', { name: 'Preview of id-front.png' }).waitFor();
    const back = page.getByTestId('kyc-slot-identity_back');
    await back
      .locator('input[type=file]')
      .setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: png });
    await back.getByRole('img', { name: 'Preview of id-back.png' }).waitFor();
    await shot(page, 'kyc-2-identity-360');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: a PDF by the picker, a proof of address dropped onto its zone.
    await page.getByRole('heading', { name: 'Proofs' }).waitFor();
    const funds = page.getByTestId('kyc-slot-source_of_funds');
    await funds
      .locator('input[type=file]')
      .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
    await funds.getByRole('link', { name: 'Open payslip.pdf' }).waitFor();
    const address = page.getByTestId('kyc-slot-proof_of_address');
    const dropped = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'bill.png', { type: 'image/png' }));
        return transfer;
      },
      [...png],
    );
    await address.dispatchEvent('drop', { dataTransfer: dropped });
    await address.getByRole('img', { name: 'Preview of bill.png' }).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Submitted — under review').waitFor();
    await shot(page, 'kyc-3-submitted-360');

    // The operator finds it in the queue and rejects it with a reason.
    const desk = await openSignedIn(journey(), operator.token, DESKTOP);
    await desk.page.goto(`${server.url}/admin/verifications`);
    await desk.page.getByRole('link', { name: `Review: ${player.name}` }).click();
    await desk.page.getByRole('heading', { name: `Verification of ${player.name}` }).waitFor();
    await desk.page.getByRole('img', { name: 'Preview of id-front.png' }).waitFor();
    await desk.page.getByRole('link', { name: 'Open payslip.pdf' }).waitFor();
    await shot(desk.page, 'kyc-4-operator-case-1280');
    await desk.page.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = desk.page.getByRole('dialog', { name: 'Reject this verification' });
    await rejectDialog.getByLabel('Reason').fill('The back of your ID is blurred');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await desk.page.getByText('Reason given: The back of your ID is blurred.').waitFor();

    // The player reads why, replaces the file and submits again.
    await page.reload();
    await page.getByText('Reason: The back of your ID is blurred.').waitFor();
    await shot(page, 'kyc-5-rejected-360');
    await page.getByRole('button', { name: 'Identity document' }).click();
    await page
      .getByTestId('kyc-slot-identity_back')
      .locator('input[type=file]')
      .setInputFiles({ name: 'id-back-sharp.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Preview of id-back-sharp.png' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Submitted — under review').waitFor();

    // The operator approves; the player's account is verified and the profile unlocked.
    await desk.page.goto(`${server.url}/admin/verifications`);
    await shot(desk.page, 'kyc-6-operator-queue-1280');
    await desk.page.setViewportSize(PHONE);
    await shot(desk.page, 'kyc-6-operator-queue-360');
    await desk.page.getByRole('link', { name: `Review: ${player.name}` }).click();
    await desk.page.getByRole('heading', { name: `Verification of ${player.name}` }).waitFor();
    await shot(desk.page, 'kyc-6-operator-case-360');
    await desk.page.setViewportSize(DESKTOP);
    await desk.page.getByRole('button', { name: 'Approve' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Approve this verification?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await desk.page.getByText(`Reviewed by ${operator.name}`, { exact: false }).waitFor();

    await page.reload();
    await page.getByText('Your account is verified').waitFor();
    await shot(page, 'kyc-7-approved-360');
    await page.goto(`${server.url}/settings/profile`);
    await page.getByLabel('First name').waitFor();
    expect(await page.getByText('You need to verify your account').count()).toBe(0);
    expect(await page.getByLabel('City').inputValue()).toBe('London');

    // The same page on a desktop.
    const wide = await openSignedIn(journey(), player.token, DESKTOP);
    await wide.page.goto(`${server.url}/settings/verification`);
    await wide.page.getByText('Your account is verified').waitFor();
    await wide.page.getByRole('button', { name: 'Identity document' }).click();
    await wide.page.getByRole('img', { name: 'Preview of id-front.png' }).waitFor();
    await shot(wide.page, 'kyc-8-approved-1280');

    // The one failed request the browser reports is the disguised file the server refused.
    expect(phone.errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    expect([...desk.errors, ...wide.errors]).toEqual([]);
    await Promise.all([phone.context.close(), desk.context.close(), wide.context.close()]);
  }, 180_000);
});
