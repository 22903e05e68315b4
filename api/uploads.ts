// The rules of an uploaded image, shared by the browser (checks before sending) and the server
// (which checks again on the real bytes): spec §5 "images must be JPG, JPEG or PNG and under 8MB".
// Purposes name what an upload is for; the owner and the purpose decide who may read it.

/** The largest accepted file: 8 MiB exactly; one byte more is refused. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The most pixels decoded (a pixel flood or decompression bomb is refused before decoding). */
export const MAX_UPLOAD_PIXELS = 25_000_000;
/** The longest side in pixels. */
export const MAX_UPLOAD_SIDE = 12_000;

export const acceptedImageTypes = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;
export type ImageType = keyof typeof acceptedImageTypes;

/** What an upload is for. Modules add theirs here; a purpose decides which reviewers see it.
 * `supportImage` is a member's image to support, `supportReply` one support staff attach to an answer. */
export const uploadPurposes = [
  'kycFront', 'kycBack', 'kycSignature', 'kycBill', 'depositCredential',
  'loanCredit', 'loanHousing', 'loanIncome', 'loanBankStatement', 'loanIdPhoto', 'loanVoucher',
  'supportImage', 'supportReply',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** Why an image was refused: each is a business error whose message says so. */
export const uploadRefusals = [
  'uploadMissing', 'uploadTooLarge', 'uploadType', 'uploadMismatch', 'uploadCorrupt', 'uploadTooManyPixels', 'uploadPolyglot',
] as const;
export type UploadRefusal = (typeof uploadRefusals)[number];

/** The extension of a file name, lower-case with its dot ('' when none). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return m ? `.${m[1].toLowerCase()}` : '';
}

/** The browser's first check of a chosen file: its name's extension, declared type and size. */
export function precheckImage(file: { name: string; type: string; size: number }): UploadRefusal | null {
  if (file.size <= 0) return 'uploadMissing';
  const ext = extensionOf(file.name);
  const type = Object.entries(acceptedImageTypes).find(([, exts]) => (exts as readonly string[]).includes(ext))?.[0];
  if (!type) return 'uploadType';
  if (file.type && file.type !== type) return 'uploadMismatch';
  if (file.size > MAX_UPLOAD_BYTES) return 'uploadTooLarge';
  return null;
}
