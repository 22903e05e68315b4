// What the session and security flows share about forms: checking values with the contract's own
// schemas (so the browser says the words the server would), the server's refusal as the form shows
// it, and the request token kept across retries of one submission.
import type { z } from 'zod';
import { newRtoken } from '../services/rtoken';

/** A message key of the contract's catalog (`error.*`) per form field; absent when the field is fine. */
export type FieldErrors = Partial<Record<string, string>>;

export type Verdict<T> = { ok: true; params: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** The first message per field, named by the field the schema reported it on (renamed by `fieldOf`). */
export function validate<S extends z.ZodType>(schema: S, values: unknown, fieldOf: (path: string) => string = (p) => p): Verdict<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, params: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? 'form'));
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** Why a submission came back without success, as the form shows it above its button. */
export type Refusal =
  | { kind: 'server'; code: number; message: string }
  /** The request did not reach the platform or no answer came back: it is safe to try again. */
  | { kind: 'unreachable' };

/** Business and session errors carry the server's translated message and its code; the rest is the network. */
export function refusalOf(error: unknown): Refusal {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'number' && 'message' in error && typeof error.message === 'string' && error.message) {
    return { kind: 'server', code: error.code, message: error.message };
  }
  return { kind: 'unreachable' };
}

/** The same rtoken until the user changes the form, so a retry is applied at most once by the server. */
export const rtokenForSubmission = (kept: string | null) => kept ?? newRtoken();

export type AccountType = 'email' | 'phone';

/** The fields every form flow keeps: what was typed, what is wrong with it, and the last refusal. */
export interface FormState<V> {
  values: V;
  errors: FieldErrors;
  refusal: Refusal | null;
  /** Kept from the first submission of these values; dropped when a value changes. */
  rtoken: string | null;
}

/** The context change for one edited field: its message and the last refusal go, and so does the rtoken. */
export function fieldChanged<V extends object>(form: FormState<V>, field: keyof V, value: V[keyof V]): FormState<V> {
  const errors = { ...form.errors };
  delete errors[field as string];
  return { values: { ...form.values, [field]: value }, errors, refusal: null, rtoken: null };
}

/** A form confirmed one of several ways (`method`), one of them a code sent to the bound email or phone (`type`). */
export interface CodeConfirmedForm<V, M extends string> extends FormState<V> {
  method: M;
  type: AccountType;
  /** The bound email and phone ('' when not bound or not known yet). */
  contacts: { email: string; phone: string };
  countdownSeconds: number;
}

/** What such a form hears: a way chosen, a tab chosen, a field typed, a code asked for, the form sent, a load retried. */
export type CodeConfirmedFormEvent<V, M extends string> =
  | { type: 'METHOD_CHOSEN'; method: M }
  | { type: 'TAB_CHOSEN'; tab: AccountType }
  | { type: 'FIELD_CHANGED'; field: keyof V; value: string }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };
