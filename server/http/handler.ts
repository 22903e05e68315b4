// The shape of a route handler: validated params in, data out. Rules live in the modules.
import type { z } from 'zod';
import type { Access, Endpoint } from '../../api/endpoint';
import type { Lang } from '../../api/languages';
import type { AppDeps } from '../app-deps';
import type { AuthedUser } from '../modules/auth/sessions';
import type { AuthedOperator } from '../modules/ops/operators';
import type { AnswerRecord } from '../db/idempotency-keys';

export interface CallContext<P, A extends Access = Access> {
  params: P;
  lang: Lang;
  ip: string;
  userAgent: string;
  /** The request's rtoken (6 to 16 characters); modules use it in their own idempotency keys. */
  rtoken: string;
  user: A extends 'user' ? AuthedUser : AuthedUser | null;
  /** The operator of an `access: 'operator'` call (console sessions are separate from users'). */
  operator: A extends 'operator' ? AuthedOperator : AuthedOperator | null;
  deps: AppDeps;
  /**
   * Set on idempotent calls: lets a handler write the record of its answer (by rtoken) in its own
   * transaction, so the answer commits with the change; the wire layer then writes none.
   */
  answerRecord: AnswerRecord | null;
}

export type Handler<E> = E extends Endpoint<infer P, infer D> & { access: infer A extends Access }
  ? (ctx: CallContext<z.output<P>, A>) => Promise<z.output<D>>
  : never;

export type Handlers<T extends Record<string, Endpoint>> = { [K in keyof T]: Handler<T[K]> };
