import {
  KYC_FILE_NAME_MAX_LENGTH,
  type KycDocumentSlot,
  type KycFileType,
} from '@satsino/contract/kyc';

/** The first bytes that identify each accepted kind of file. */
const SIGNATURES: ReadonlyArray<{ type: KycFileType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export const FILE_EXTENSIONS: Readonly<Record<KycFileType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * What a file really is, read from its first bytes; `undefined` for anything we do not accept.
 * The type a browser declares is only the file name's extension and proves nothing.
 */
export function detectFileType(bytes: Uint8Array): KycFileType | undefined {
  return SIGNATURES.find(
    (signature) =>
      bytes.length > signature.bytes.length &&
      signature.bytes.every((byte, index) => bytes[index] === byte),
  )?.type;
}

/**
 * The name a file is kept and offered under: the last path segment of what the browser sent,
 * without control characters, quotes or backslashes, cut to a sane length and ending with the
 * extension of its real type (a PDF called photo.png is offered as photo.pdf).
 */
export function storedFileName(
  sent: string | undefined,
  slot: KycDocumentSlot,
  type: KycFileType,
): string {
  const extension = FILE_EXTENSIONS[type];
  const lastSegment = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .trim();
  const stem = cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  const maxStem = KYC_FILE_NAME_MAX_LENGTH - extension.length - 1;
  const name = stem === '' ? slot : stem.slice(0, maxStem);
  return `${name}.${extension}`;
}

/**
 * `Content-Disposition` for a download: always an attachment, with an ASCII fallback name and
 * the exact name in RFC 5987 form for browsers that read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
