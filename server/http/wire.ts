// Turns the contract (api/registry) into routes: reads token, lang and rtoken, authenticates,
// validates params with the endpoint's schema, replays by rtoken, calls the handler and answers
// the envelope. Nothing a client sends can produce an HTTP 500 or a stack trace.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, businessErrors } from '../../api/codes';
import type { BinaryFile, Endpoint } from '../../api/endpoint';
import { isLang, type Lang } from '../../api/languages';
import type { AppDeps } from '../app-deps';
import { envelope, type Envelope } from './envelope';
import { BusinessFailure, fail, SessionEnded, SessionInvalid } from '../core/failures';
import { hasMessage, translate } from '../core/i18n';
import type { CallContext } from './handler';
import type { AnswerRecord } from '../db/idempotency-keys';
import type { IpBudgets } from './rate-limit';
import { createIdempotency, type AnswerRecorder } from './idempotency';
import { readMultipart } from './multipart';
import { resolveSession, type AuthedUser } from '../modules/auth/sessions';
import { resolveOperatorSession, type AuthedOperator } from '../modules/ops/operators';
import { operatorMayCall } from '../modules/ops/role-scope';

type AnyHandler = (ctx: CallContext<unknown>) => Promise<unknown>;

const rtokenPattern = /^[A-Za-z0-9_-]{6,16}$/;

export function langOf(raw: Record<string, unknown>, fallback: Lang): Lang {
  return isLang(raw.lang) ? raw.lang : fallback;
}

/** The answer for a failure, translated. Unexpected errors are logged and answered generically. */
export function failureEnvelope(deps: Pick<AppDeps, 'log'>, lang: Lang, err: unknown, where: string): Envelope {
  if (err instanceof BusinessFailure) return envelope(err.code, translate(lang, `error.${err.reason}`, err.vars), err.data ?? null);
  if (err instanceof SessionInvalid) return envelope(Code.sessionInvalid, translate(lang, 'error.sessionInvalid'), null);
  if (err instanceof SessionEnded) return envelope(Code.sessionEnded, translate(lang, 'error.sessionEnded'), { delay: err.delaySeconds });
  deps.log.error({ err, where }, 'unexpected failure');
  return envelope(businessErrors.internal, translate(lang, 'error.internal'), null);
}

/** The first validation issue as a translated message: the schema's key, or "{field} is not valid". */
export function validationEnvelope(lang: Lang, error: z.ZodError): Envelope {
  const issue = error.issues[0];
  const field = String(issue?.path?.[0] ?? '');
  const key = issue && hasMessage(issue.message) ? issue.message : 'error.invalidInput';
  const reason = key.replace(/^error\./, '') as keyof typeof businessErrors;
  const fieldName = hasMessage(`field.${field}`) ? translate(lang, `field.${field}`) : field;
  return envelope(businessErrors[reason] ?? businessErrors.invalidInput, translate(lang, key, { field: fieldName }), { field });
}

/** A file answered as a download: its own type, never sniffed, never rendered in place or cached. */
function sendAttachment(reply: FastifyReply, file: BinaryFile): FastifyReply {
  return reply.header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}

function clientIp(req: FastifyRequest): string {
  return req.ip ?? 'unknown';
}

export function registerWire(app: FastifyInstance, deps: AppDeps, endpoints: Record<string, Endpoint>, handlers: Record<string, AnyHandler>, ipBudgets: IpBudgets) {
  const idempotency = createIdempotency(deps.db, deps.dialect, deps.clock);
  for (const [key, ep] of Object.entries(endpoints)) {
    const handler = handlers[key];
    if (!handler) throw new Error(`no handler for ${ep.name}`);
    if (ep.demoOnly && !deps.config.demo) continue;
    const idempotent = ep.idempotent ?? ep.method === 'POST';

    app.route({
      method: ep.method,
      url: `/${ep.name}`,
      // A call with its own per-IP budget answers to that budget instead of the general one.
      ...(ep.ipBudget ? { config: { rateLimit: false }, onRequest: ipBudgets[ep.ipBudget] } : {}),
      handler: async (req, reply) => {
        const query = req.query as Record<string, unknown>;
        const ip = clientIp(req);
        let raw = { ...query, ...((req.body as Record<string, unknown>) ?? {}) };
        let lang = langOf(raw, deps.config.defaultLang);
        try {
          if (ep.multipart && req.isMultipart()) {
            raw = { ...query, ...(await readMultipart(req)) };
            lang = langOf(raw, deps.config.defaultLang);
          }
          const token = typeof raw.token === 'string' ? raw.token : '';
          let user: AuthedUser | null = null;
          let operator: AuthedOperator | null = null;
          if (ep.access === 'user') user = await resolveSession(deps, token);
          else if (ep.access === 'operator') operator = await resolveOperatorSession(deps, token);
          if (operator && !operatorMayCall(operator.role, ep.name)) fail('forbidden');
          else if (token) user = await resolveSession(deps, token).catch(() => null);

          const { token: _t, lang: _l, rtoken: _r, ...fields } = raw;
          const rtoken = typeof raw.rtoken === 'string' ? raw.rtoken : '';
          const success = (data: unknown) => envelope(Code.ok, ep.successMessage ? translate(lang, ep.successMessage) : '', data ?? null);
          const run = async (recorder: AnswerRecorder | null): Promise<Envelope | FastifyReply> => {
            const parsed = ep.params.safeParse(fields);
            if (!parsed.success) return validationEnvelope(lang, parsed.error);
            try {
              const answerRecord: AnswerRecord | null = recorder && {
                rowFor: (o) => recorder.row('data' in o ? success(o.data) : failureEnvelope(deps, lang, o.failure, ep.name)),
                committed: recorder.committed,
              };
              const ctx: CallContext<unknown> = { params: parsed.data, lang, ip, userAgent: String(req.headers['user-agent'] ?? ''), rtoken, user, operator, deps, answerRecord };
              const data = await handler(ctx);
              if (process.env.NODE_ENV === 'test') ep.data.parse(data); // the contract's data schema holds in every test
              if (ep.binary) return sendAttachment(reply, data as BinaryFile);
              return success(data);
            } catch (err) {
              return failureEnvelope(deps, lang, err, ep.name);
            }
          };
          if (!idempotent || ep.binary) return await run(null);
          if (!rtokenPattern.test(rtoken)) return envelope(businessErrors.invalidInput, translate(lang, 'error.invalidInput', { field: 'rtoken' }), { field: 'rtoken' });
          return await idempotency.once(user ? `user:${user.id}` : operator ? `operator:${operator.id}` : `ip:${ip}`, ep.name, rtoken, run as (r: AnswerRecorder) => Promise<Envelope>);
        } catch (err) {
          return failureEnvelope(deps, lang, err, ep.name);
        }
      },
    });
  }
  return { sweepIdempotency: idempotency.sweep };
}
