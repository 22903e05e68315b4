// How one call of the wire is described. Server routes, the browser's typed callers and
// docs/api.md are all derived from these definitions; nothing about the wire is written twice.
import { z } from 'zod';

export type Access = 'public' | 'user' | 'operator';

export interface Endpoint<P extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** The path without a leading slash, as the spec names it: `web/userLogin`. */
  name: string;
  method: 'GET' | 'POST';
  access: Access;
  /** One line for docs/api.md. */
  summary: string;
  params: P;
  data: D;
  /**
   * A state-changing call replays its first answer for the same user, path and rtoken within
   * 24 h. Defaults to true for POST. Calls whose answer holds a secret (login) opt out.
   */
  idempotent?: boolean;
  /** A message key shown as a success toast by the client when the call succeeds. */
  successMessage?: string;
  /** Exists only in demo mode (DEMO=1). */
  demoOnly?: boolean;
  /** Why this call departs from the spec's reading, for docs/api.md. */
  note?: string;
  /** A POST whose body is multipart (one file part plus text fields), for uploads. */
  multipart?: boolean;
  /** Answers the file itself (a BinaryFile) as an attachment; failures still answer the envelope. */
  binary?: boolean;
  /** A tighter per-IP budget of its own, shared by the calls naming it: `codes` for the calls that send a verification code. */
  ipBudget?: 'codes';
}

export function endpoint<P extends z.ZodType, D extends z.ZodType, A extends Access>(
  def: Endpoint<P, D> & { access: A },
): Endpoint<P, D> & { access: A } {
  return def;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType> ? z.input<P> : never;
export type ParsedParamsOf<E> = E extends Endpoint<infer P, z.ZodType> ? z.output<P> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, infer D> ? z.output<D> : never;

// Building blocks for params. Every failure carries a message key of api/messages, so the
// server can answer in the caller's language and the browser can validate with the same words.

/** A required text field: missing or blank fails with `key`. */
export const requiredText = (key: string, max = 256) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'error.invalidInput');

export const optionalText = (max = 256) =>
  z.string().trim().max(max, 'error.invalidInput').optional().transform((v) => (v ? v : undefined));

/** The code from the authenticator app (or a recovery code) that a protected call carries when the user has 2FA on. */
export const twoFactorCodeParam = { two_factor_code: optionalText(32) };

/** Decimal amount as a string, up to 18 fractional digits; scale is checked per asset later. */
export const decimalText = (key = 'error.amountRequired') =>
  z.string({ error: key }).trim().min(1, key).regex(/^\d{1,15}(\.\d{1,18})?$/, 'error.amountInvalid');

export const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;
/** International number: optional +, 6 to 15 digits (E.164 length). */
export const phonePattern = /^\+?[0-9]{6,15}$/;

export const emailText = () =>
  z.string({ error: 'error.emailInvalid' }).trim().toLowerCase().max(254, 'error.emailInvalid').regex(emailPattern, 'error.emailInvalid');

export const phoneText = () =>
  z.string({ error: 'error.phoneEmpty' }).trim().min(1, 'error.phoneEmpty').transform((v) => v.replace(/[\s-]/g, '')).pipe(
    z.string().regex(phonePattern, 'error.phoneInvalid'),
  );

/** 6-digit transaction password. */
export const tpwdText = () =>
  z.string({ error: 'error.tpwdEnter' }).trim().min(1, 'error.tpwdEnter').regex(/^\d{6}$/, 'error.tpwdSixDigits');

/** Timestamps travel as epoch milliseconds. */
export const epochMs = z.number().int();
export const moneyText = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A file part of a multipart call, as the wire hands it to the endpoint's params. */
export interface UploadedFile {
  kind: 'uploadedFile';
  bytes: Buffer;
  filename: string;
  mimetype: string;
  /** The transport cut the file at the size limit: it is too large. */
  truncated: boolean;
}

/** The file param of a multipart call; missing fails with `error.uploadMissing`. */
export const uploadedFile = () =>
  z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && (v as UploadedFile).kind === 'uploadedFile', 'error.uploadMissing');

/** What a `binary` endpoint's handler returns: sent as an attachment, never rendered in place. */
export interface BinaryFile {
  kind: 'binaryFile';
  bytes: Buffer;
  contentType: string;
  filename: string;
}
export const binaryFile = () => z.custom<BinaryFile>((v) => typeof v === 'object' && v !== null && (v as BinaryFile).kind === 'binaryFile');
