// The one wrapper every call goes through (spec §7, §8): adds token, lang and a random rtoken,
// form-encodes POST bodies, and turns the envelope into a result or a typed error. What the user
// must see (toasts, the 2000 dialog, the 1000 logout) is reported to `onNotice`; the app decides
// how to show it. Calls are typed from the contract in api/; names and methods come from the
// generated wire index, so the first load carries no schemas.
import axios, { type AxiosInstance } from 'axios';
import { Code } from '../../api/codes';
import type { DataOf, ParamsOf } from '../../api/endpoint';
import type { Api, EndpointKey } from '../../api/registry';
import { wireIndex } from './wire-index';
import { newRtoken } from './rtoken';

/** A business error (any code but 0, 7, 1000, 2000): `message` is already translated. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}
/** Code 2000: the session is not valid. */
export class SessionInvalidError extends ApiError {}
/** Code 1000: the server ended the session; the client logs out after `delay` seconds. */
export class SessionEndedError extends ApiError {
  constructor(message: string, readonly delay: number) {
    super(Code.sessionEnded, message, { delay });
  }
}
/** The request did not reach the application or no answer came back. */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('network error');
    this.name = 'NetworkError';
  }
}

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
  timeoutMs?: number;
  baseURL?: string;
}

export function createApiClient(opts: ApiClientOptions) {
  const http: AxiosInstance = axios.create({ baseURL: opts.baseURL ?? '/', timeout: opts.timeoutMs ?? 15_000 });

  async function call<K extends EndpointKey>(key: K, params: ParamsOf<Api[K]>, options: CallOptions = {}): Promise<ApiResult<DataOf<Api[K]>>> {
    const ep = wireIndex[key];
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.set(name, String(value));
    }
    const token = opts.getToken();
    if (token) form.set('token', token);
    form.set('lang', opts.getLang());
    form.set('rtoken', options.rtoken ?? newRtoken());

    let body: { code: number; message: string; data: unknown };
    try {
      const res = ep.method === 'GET'
        ? await http.get(`/${ep.name}`, { params: form, signal: options.signal })
        // lang also rides in the query, so a body the server cannot read is still refused in the user's language.
        : await http.post(`/${ep.name}`, form, { params: { lang: opts.getLang() }, signal: options.signal, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      body = res.data;
    } catch (err) {
      throw new NetworkError(err);
    }
    return settle<DataOf<Api[K]>>(body, options);
  }

  /** The envelope's answer: data on success, a typed error (and the notice the user must see) otherwise. */
  function settle<T>(body: { code: number; message: string; data: unknown }, options: CallOptions): ApiResult<T> {
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
    const token = opts.getToken();
    if (token) form.set('token', token);
    form.set('lang', opts.getLang());
    form.set('rtoken', options.rtoken ?? newRtoken());
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', file, fileName);
    let body: { code: number; message: string; data: unknown };
    try {
      const res = await http.post(`/${ep.name}`, form, {
        params: { lang: opts.getLang() },
        signal: options.signal,
        // Uploads of a few megabytes may take longer than an ordinary call.
        timeout: Math.max(opts.timeoutMs ?? 15_000, 120_000),
        onUploadProgress: (e) => options.onProgress?.(e.total ? (e.loaded / e.total) * 100 : 0),
      });
      body = res.data;
    } catch (err) {
      throw new NetworkError(err);
    }
    return settle<DataOf<Api[K]>>(body, options);
  }

  /**
   * A call that answers a file (an attachment), as a Blob for an object URL; a refusal still
   * arrives as the envelope and is settled like any call.
   */
  async function download<K extends EndpointKey>(key: K, params: ParamsOf<Api[K]>, options: CallOptions = {}): Promise<Blob> {
    const ep = wireIndex[key];
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query.set(name, String(value));
    }
    const token = opts.getToken();
    if (token) query.set('token', token);
    query.set('lang', opts.getLang());
    query.set('rtoken', options.rtoken ?? newRtoken());
    let res;
    try {
      res = await http.get(`/${ep.name}`, { params: query, signal: options.signal, responseType: 'blob' });
    } catch (err) {
      throw new NetworkError(err);
    }
    const blob = res.data as Blob;
    if (String(res.headers['content-type'] ?? '').startsWith('application/json')) {
      settle(JSON.parse(await blob.text()), options);
      throw new NetworkError(new Error('not a file'));
    }
    return blob;
  }

  return { call, upload, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;
