// Uploads: one multipart call that accepts an image for a purpose (checked on its real content and
// re-encoded without metadata), and the file served back only to its owner, or to a reviewer in
// the operator console, always as an attachment. Forms then refer to uploads by id.
import { z } from 'zod';
import { binaryFile, endpoint, epochMs, uploadedFile } from '../endpoint';
import { uploadPurposes } from '../uploads';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');

export const uploadInfo = z.object({
  id: z.string(),
  purpose: z.enum(uploadPurposes),
  content_type: z.enum(['image/jpeg', 'image/png']),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: epochMs,
});

export const uploadEndpoints = {
  uploadImage: endpoint({
    name: 'web/uploadImage', method: 'POST', access: 'user', multipart: true,
    summary: 'Upload one JPG, JPEG or PNG image (up to 8 MiB) for a purpose; answers its id for the form that uses it.',
    note: 'multipart/form-data with the text fields token, lang, rtoken, purpose and one file part named file. The server checks the real content, refuses mismatches, oversize files, pixel floods and polyglots, and keeps only a re-encoding without metadata.',
    // Images of support's answers are uploaded by staff (web/opsSupportUploadImage), never here.
    params: z.object({ purpose: z.enum(uploadPurposes).exclude(['supportReply'], { error: 'error.invalidInput' }), file: uploadedFile() }),
    data: uploadInfo,
  }),
  getUpload: endpoint({
    name: 'web/getUpload', method: 'GET', access: 'user', binary: true,
    summary: "One of the caller's own uploads, as an attachment (another user's answers not found).",
    params: z.object({ id }),
    data: binaryFile(),
  }),
  opsGetUpload: endpoint({
    name: 'web/opsGetUpload', method: 'GET', access: 'operator', binary: true,
    summary: "A user's upload for a reviewer, as an attachment.",
    params: z.object({ id }),
    data: binaryFile(),
  }),
};
