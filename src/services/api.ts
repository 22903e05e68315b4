// The one wrapper every call goes through (spec §7, §8): adds token, lang and a random rtoken,
// form-encodes POST bodies, and turns the envelope into a result or a typed error. What the user
// must see (toasts, the 2000 dialog, the 1000 logout) is reported to `onNotice`; the app decides
// how to show it. Calls are typed from the contract in api/; names and methods come from the
// generated wire index, so the first load carries no schemas. The browser's own fetch carries the
// calls (and XMLHttpRequest the uploads, for their progress): an HTTP library would add about
// 20 kB gzip to every page's first load (the 250 kB budget of `npm run bundle-size`).
import { Code, twoFactorAsked } from '../../api/codes';
import type { DataOf, ParamsOf } from '../../api/endpoint';
import type { Api, EndpointKey } from '../../api/registry';
import { wireIndex } from './wire-index';
import { newRtoken } from './rtoken';
import { ApiError, NetworkError, SessionEndedError, SessionInvalidError } from './wire-errors';

// Callers that hold the client take its failures from here too.
export { ApiError, NetworkError, SessionEndedError, SessionInvalidError } from './wire-errors';

export type Notice =
  | { kind: 'success'; message: string }
  | { kind: 'warning'; message: string }
  | { kind: 'sessionInvalid'; message: string }
  | { kind: 'sessionEnded'; message: string; delay: number };

export interface CallOptions {
  signal?: AbortSignal;
  /** Reuse one rtoken across retries of the same user action. */
  rtoken?: string;
  /** Do not report a business error as a toast (the flow shows it next to the field). */
  quiet?: boolean;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

export interface ApiClientOptions {
  getToken(): string | null;
  getLang(): string;
  onNotice(notice: Notice): void;
  /**
   * Asked when the server refuses an action for want of a two-factor code (or for a wrong one,
   * with its message): the code the user typed, or null when they gave up.
   */
  askSecondFactor?(message: string): Promise<string | null>;
  timeoutMs?: number;
  baseURL?: string;
}

export function createApiClient(opts: ApiClientOptions) {
  const base = (opts.baseURL ?? '/').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const urlOf = (name: string, query: URLSearchParams) => `${base}/${name}?${query}`;

  /** The params as text fields, with token, lang and rtoken (or one given for a retry). */
  function fieldsOf(params: unknown, options: CallOptions): URLSearchParams {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.set(name, String(value));
    }
    const token = opts.getToken();
    if (token) form.set('token', token);
    form.set('lang', opts.getLang());
    form.set('rtoken', options.rtoken ?? newRtoken());
    return form;
  }

  async function call<K extends EndpointKey>(key: K, params: ParamsOf<Api[K]>, options: CallOptions = {}): Promise<ApiResult<DataOf<Api[K]>>> {
    const ep = wireIndex[key];
    const send = (fields: unknown, rtoken: string) => {
      const form = fieldsOf(fields, { ...options, rtoken });
      return exchange(
        ep.method === 'GET'
          ? { url: urlOf(ep.name, form), init: { method: 'GET' } }
          // lang also rides in the query, so a body the server cannot read is still refused in the user's language.
          : { url: urlOf(ep.name, new URLSearchParams({ lang: opts.getLang() })), init: { method: 'POST', body: form } },
        options.signal, timeoutMs, async (res) => JSON.parse(await res.text()) as Envelope,
      );
    };
    const rtoken = options.rtoken ?? newRtoken();
    let body = await send(params, rtoken);
    // A signed-in user's action that needs a two-factor code: asked for, and the same action sent
    // again with it (asked again after a wrong one). Each try has an rtoken of its own (the server
    // keeps a refusal's answer under its rtoken), derived from the action's, so a retry of the
    // whole action replays the same tries.
    if (body.code === twoFactorAsked.required && opts.askSecondFactor && opts.getToken()) {
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        const code = await opts.askSecondFactor(body.message);
        if (code === null) break;
        body = await send({ ...(params as object), two_factor_code: code }, `${rtoken.slice(0, 14)}f${attempt}`);
        if (body.code !== twoFactorAsked.wrong) break;
      }
    }
    return settle<DataOf<Api[K]>>(body, options);
  }

  /** The envelope's answer: data on success, a typed error (and the notice the user must see) otherwise. */
  function settle<T>(body: Envelope, options: CallOptions): ApiResult<T> {
    if (!body || typeof body.code !== 'number') throw new NetworkError(new Error('not an envelope'));

    switch (body.code) {
      case Code.ok:
        if (body.message) opts.onNotice({ kind: 'success', message: body.message });
        return { data: body.data as T, message: body.message };
      case Code.quiet:
        return { data: body.data as T, message: body.message };
      case Code.sessionInvalid:
        opts.onNotice({ kind: 'sessionInvalid', message: body.message });
        throw new SessionInvalidError(body.code, body.message, body.data);
      case Code.sessionEnded: {
        const delay = Number((body.data as { delay?: number } | null)?.delay ?? 2);
        opts.onNotice({ kind: 'sessionEnded', message: body.message, delay });
        throw new SessionEndedError(body.message, delay);
      }
      default:
        if (!options.quiet) opts.onNotice({ kind: 'warning', message: body.message });
        throw new ApiError(body.code, body.message, body.data);
    }
  }

  /**
   * A multipart call (DESIGN §6: only for uploads): the text fields with token, lang and rtoken,
   * and one file part named `file`. `onProgress` hears the share of the body sent, 0 to 100.
   */
  async function upload<K extends EndpointKey>(
    key: K, fields: Record<string, string>, file: Blob, fileName: string, options: CallOptions & { onProgress?: (percent: number) => void } = {},
  ): Promise<ApiResult<DataOf<Api[K]>>> {
    const ep = wireIndex[key];
    const form = new FormData();
    for (const [name, value] of fieldsOf({}, options)) form.set(name, value);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', file, fileName);
    // Uploads of a few megabytes may take longer than an ordinary call.
    const body = await sendWithProgress(urlOf(ep.name, new URLSearchParams({ lang: opts.getLang() })), form, options.signal, Math.max(timeoutMs, 120_000), options.onProgress);
    return settle<DataOf<Api[K]>>(body, options);
  }

  /**
   * A call that answers a file (an attachment), as a Blob for an object URL; a refusal still
   * arrives as the envelope and is settled like any call.
   */
  async function download<K extends EndpointKey>(key: K, params: ParamsOf<Api[K]>, options: CallOptions = {}): Promise<Blob> {
    const ep = wireIndex[key];
    const { blob, type } = await exchange({ url: urlOf(ep.name, fieldsOf(params, options)), init: { method: 'GET' } }, options.signal, timeoutMs,
      async (res) => ({ blob: await res.blob(), type: res.headers.get('content-type') ?? '' }));
    if (type.startsWith('application/json')) {
      settle(JSON.parse(await blob.text()), options);
      throw new NetworkError(new Error('not a file'));
    }
    return blob;
  }

  return { call, upload, download };
}

interface Envelope { code: number; message: string; data: unknown }

/**
 * One request and the reading of its answer, ended by the caller's signal or after `timeoutMs`.
 * No answer, an answer that is not 2xx, or one that cannot be read is a NetworkError.
 */
async function exchange<T>(
  request: { url: string; init: RequestInit }, signal: AbortSignal | undefined, timeoutMs: number, read: (res: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal?.reason);
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  try {
    const res = await fetch(request.url, { ...request.init, signal: controller.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return await read(res);
  } catch (err) {
    throw new NetworkError(err);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/** A multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
function sendWithProgress(
  url: string, form: FormData, signal: AbortSignal | undefined, timeoutMs: number, onProgress?: (percent: number) => void,
): Promise<Envelope> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    const fail = (cause: unknown) => {
      signal?.removeEventListener('abort', stop);
      reject(new NetworkError(cause));
    };
    if (signal?.aborted) return fail(signal.reason);
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => onProgress?.(e.lengthComputable && e.total ? (e.loaded / e.total) * 100 : 0);
    xhr.onload = () => {
      signal?.removeEventListener('abort', stop);
      if (xhr.status < 200 || xhr.status >= 300) return fail(new Error(`HTTP ${xhr.status}`));
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope);
      } catch (err) {
        fail(err);
      }
    };
    xhr.onerror = () => fail(new Error('the upload did not reach the platform'));
    xhr.ontimeout = () => fail(new Error(`no answer within ${timeoutMs} ms`));
    xhr.onabort = () => fail(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', stop, { once: true });
    xhr.send(form);
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
