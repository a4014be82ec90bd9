import { describe, expect, it } from 'vitest';
import { attachmentDisposition, detectFileType, storedFileName } from './kyc-files.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFileType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('image/jpeg');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe(
      'image/png',
    );
    expect(detectFileType(new TextEncoder().encode('%PDF-1.4\n'))).toBe('application/pdf');
  });

  it('refuses anything else, however it is named', () => {
    expect(detectFileType(new TextEncoder().encode('<svg xmlns="…"></svg>'))).toBeUndefined();
    expect(detectFileType(new TextEncoder().encode('GIF89a……'))).toBeUndefined();
    expect(detectFileType(new TextEncoder().encode('MZ\x90\x00'))).toBeUndefined();
    expect(detectFileType(bytes())).toBeUndefined();
    // A signature alone, with nothing after it, is not a file.
    expect(detectFileType(bytes(0xff, 0xd8, 0xff))).toBeUndefined();
  });
});

describe('storedFileName', () => {
  it('keeps the last path segment and gives it the extension of the real type', () => {
    expect(storedFileName('C:\\Users\\me\\passport.png', 'identity_front', 'image/png')).toBe(
      'passport.png',
    );
    expect(storedFileName('../../etc/photo.png', 'identity_back', 'application/pdf')).toBe(
      'photo.pdf',
    );
    expect(storedFileName('scan', 'proof_of_address', 'image/jpeg')).toBe('scan.jpg');
  });

  it('drops control characters and quotes, and names a nameless file after its slot', () => {
    expect(storedFileName('a"b\u0000c\r\n.pdf', 'source_of_funds', 'application/pdf')).toBe(
      'abc.pdf',
    );
    expect(storedFileName(undefined, 'identity_front', 'image/jpeg')).toBe('identity_front.jpg');
    expect(storedFileName('  .png', 'identity_front', 'image/png')).toBe('identity_front.png');
  });

  it('cuts long names to the limit, extension included', () => {
    const name = storedFileName(`${'x'.repeat(400)}.png`, 'identity_front', 'image/png');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.png')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('offers an ASCII name and the exact one', () => {
    expect(attachmentDisposition('Reçu (1).pdf')).toBe(
      `attachment; filename="Re_u (1).pdf"; filename*=UTF-8''Re%C3%A7u%20%281%29.pdf`,
    );
  });
});
