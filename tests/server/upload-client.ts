// Multipart calls like the browser makes them (FormData: token, lang, rtoken, purpose, file), and the
// served file read back with its headers.
import type { Envelope, TestServer } from './harness';
import { newRtoken } from './harness';

export interface UploadOptions { name?: string; type?: string; purpose?: string; lang?: string; rtoken?: string }

export async function upload(server: TestServer, token: string, bytes: Buffer, o: UploadOptions = {}): Promise<Envelope> {
  return uploadTo(server, 'web/uploadImage', { purpose: o.purpose ?? 'kycFront' }, token, bytes, o);
}

/** A multipart call of any upload endpoint, with its own text fields. */
export async function uploadTo(server: TestServer, path: string, fields: Record<string, string>, token: string, bytes: Buffer, o: UploadOptions = {}): Promise<Envelope> {
  const form = new FormData();
  form.set('token', token);
  form.set('lang', o.lang ?? 'en');
  form.set('rtoken', o.rtoken ?? newRtoken());
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: o.type ?? 'image/png' }), o.name ?? 'photo.png');
  const res = await fetch(`${server.url}/${path}`, { method: 'POST', body: form });
  if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`);
  return (await res.json()) as Envelope;
}

/** An upload must succeed: its id. */
export async function uploaded(server: TestServer, token: string, bytes: Buffer, o: UploadOptions = {}): Promise<string> {
  const res = await upload(server, token, bytes, o);
  if (res.code !== 0) throw new Error(`upload refused: ${res.code} ${res.message}`);
  return res.data.id as string;
}

/** GET a served file: the status, headers and body (bytes, or the envelope when refused). */
export async function fetchFile(server: TestServer, path: 'web/getUpload' | 'web/opsGetUpload' | 'web/supportImage', id: string, token?: string) {
  const q = new URLSearchParams({ id, lang: 'en', rtoken: newRtoken() });
  if (token) q.set('token', token);
  const res = await fetch(`${server.url}/${path}?${q}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status, headers: res.headers, bytes, type,
    envelope: type.startsWith('application/json') ? (JSON.parse(bytes.toString('utf8')) as Envelope) : null,
  };
}
