// Multipart bodies for the calls that carry a file (DESIGN §6: form-encoded everywhere, multipart
// only for uploads). Text parts become params like form fields (token, lang, rtoken included); the
// one file part becomes an UploadedFile. The transport cuts a file at the size limit and says so,
// so an oversize file is refused with its own message, never buffered whole.
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../api/uploads';
import type { UploadedFile } from '../../api/endpoint';
import { fail } from '../core/failures';

const limits = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 12, fieldSize: 2048, parts: 13, headerPairs: 50 };

export async function readMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of req.parts({ limits, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0])) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const file: UploadedFile = {
        kind: 'uploadedFile',
        bytes: Buffer.concat(chunks),
        filename: String(part.filename ?? ''),
        mimetype: String(part.mimetype ?? ''),
        truncated: part.file.truncated,
      };
      fields[part.fieldname] = file;
    }
  } catch {
    // A second file, too many parts or a malformed body: nothing of it is used.
    fail('invalidInput', { field: 'file' }, { field: 'file' });
  }
  return fields;
}
