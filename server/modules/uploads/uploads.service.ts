// Uploads as the rest of the server sees them: accept an image for an owner and a purpose (checked
// and re-encoded by image-check, stored by the UploadStore), let a module claim a user's own uploads
// for its record, and hand a file only to its owner or to a reviewer. Another user's upload answers
// exactly like one that does not exist.
import { createHash } from 'node:crypto';
import type { BusinessError } from '../../../api/codes';
import type { BinaryFile, UploadedFile } from '../../../api/endpoint';
import type { ImageType, UploadPurpose } from '../../../api/uploads';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { Executor } from '../../db/database';
import type { AuthedOperator } from '../ops/operators';
import { checkImageOffThread } from './image-check-pool';

/** Uploads one user may make per hour: enough for any form, too few to fill a disk. */
const UPLOADS_PER_HOUR = 60;
/** Operator roles that may see users' documents. */
const REVIEWER_ROLES: readonly string[] = ['reviewer', 'admin'];

export interface UploadView {
  id: string;
  purpose: UploadPurpose;
  content_type: ImageType;
  size: number;
  width: number;
  height: number;
  created_at: number;
}

type UploadRow = { id: string; owner_user_id: string; purpose: string; content_type: string; size: bigint; width: bigint; height: bigint; storage_key: string; created_at: bigint; operator_id: string | null };

export const uploadView = (r: UploadRow): UploadView => ({
  id: r.id, purpose: r.purpose as UploadPurpose, content_type: r.content_type as ImageType, size: Number(r.size),
  width: Number(r.width), height: Number(r.height), created_at: Number(r.created_at),
});

/**
 * Checks, re-encodes and stores one image for `ownerId`; refusals are translated business errors.
 * `operatorId` names support staff uploading for the owner's conversation: the hourly limit is then theirs.
 */
export async function saveImageUpload(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'uploads'>, input: { ownerId: string; purpose: UploadPurpose; file: UploadedFile; operatorId?: string }): Promise<UploadView> {
  const now = deps.clock.now();
  const recent = await deps.db.selectFrom('uploads').select((eb) => eb.fn.countAll<bigint>().as('n'))
    .$if(!input.operatorId, (q) => q.where('owner_user_id', '=', input.ownerId).where('operator_id', 'is', null))
    .$if(!!input.operatorId, (q) => q.where('operator_id', '=', input.operatorId!))
    .where('created_at', '>', BigInt(now - 3600_000)).executeTakeFirstOrThrow();
  if (Number(recent.n) >= UPLOADS_PER_HOUR) fail('rateLimited');

  const verdict = await checkImageOffThread(input.file.bytes, input.file.filename, input.file.mimetype, { truncated: input.file.truncated });
  if (!verdict.ok) fail(verdict.refusal);
  const { image } = verdict;
  const storageKey = await deps.uploads.put(image.bytes);
  const row: UploadRow & { sha256: string } = {
    id: deps.ids.next('up'), owner_user_id: input.ownerId, purpose: input.purpose, content_type: image.type,
    size: BigInt(image.bytes.length), width: BigInt(image.width), height: BigInt(image.height),
    sha256: createHash('sha256').update(image.bytes).digest('hex'), storage_key: storageKey, created_at: BigInt(now),
    operator_id: input.operatorId ?? null,
  };
  try {
    await deps.db.insertInto('uploads').values(row).execute();
  } catch (err) {
    await deps.uploads.remove(storageKey); // no file without its record
    throw err;
  }
  return uploadView(row);
}

/**
 * The user's own uploads of `purpose` with these ids, for a module to attach to its record (in its
 * transaction). Any id that is missing, another user's, or of another purpose fails the same way.
 */
export async function claimOwnUploads(db: Executor, ownerId: string, purpose: UploadPurpose, ids: string[], missing: BusinessError = 'uploadMissing'): Promise<UploadView[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('uploads').selectAll().where('id', 'in', ids)
    .where('owner_user_id', '=', ownerId).where('purpose', '=', purpose).where('operator_id', 'is', null).execute();
  if (new Set(rows.map((r) => r.id)).size !== new Set(ids).size) fail(missing);
  return ids.map((id) => uploadView(rows.find((r) => r.id === id)!));
}

const extensionFor = (type: string) => (type === 'image/png' ? 'png' : 'jpg');

async function fileOf(deps: Pick<Deps, 'uploads'>, row: UploadRow): Promise<BinaryFile> {
  const bytes = (await deps.uploads.get(row.storage_key)) ?? fail('notFound');
  return { kind: 'binaryFile', bytes, contentType: row.content_type, filename: `${row.id}.${extensionFor(row.content_type)}` };
}

/**
 * An image support staff uploaded for `ownerId`'s conversation, for the answer they attach it to
 * (in its transaction). Only the uploader may attach it; anything else fails as missing.
 */
export async function claimStaffUpload(db: Executor, operatorId: string, ownerId: string, id: string): Promise<UploadView> {
  const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).where('owner_user_id', '=', ownerId)
    .where('purpose', '=', 'supportReply').where('operator_id', '=', operatorId).executeTakeFirst();
  return uploadView(row ?? fail('uploadMissing'));
}

/** The file of an upload, for its owner only (staff's images for them are served by support, once sent). */
export async function ownUploadFile(deps: Pick<Deps, 'db' | 'uploads'>, userId: string, id: string): Promise<BinaryFile> {
  const row = await deps.db.selectFrom('uploads').selectAll().where('id', '=', id).where('owner_user_id', '=', userId)
    .where('operator_id', 'is', null).executeTakeFirst();
  return fileOf(deps, row ?? fail('notFound'));
}

/** The file of an upload a module has already decided the caller may see. */
export async function uploadFile(deps: Pick<Deps, 'db' | 'uploads'>, id: string): Promise<BinaryFile> {
  const row = await deps.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  return fileOf(deps, row ?? fail('notFound'));
}

/** The file of any upload, for an operator whose role reviews users' documents (support staff: support images only). */
export async function reviewerUploadFile(deps: Pick<Deps, 'db' | 'uploads'>, operator: AuthedOperator, id: string): Promise<BinaryFile> {
  const supportOnly = operator.role === 'support';
  if (!supportOnly && !REVIEWER_ROLES.includes(operator.role)) fail('forbidden');
  const row = await deps.db.selectFrom('uploads').selectAll().where('id', '=', id)
    // Support staff see the images of support conversations, not identity or money documents.
    .$if(supportOnly, (q) => q.where('purpose', 'in', ['supportImage', 'supportReply'])).executeTakeFirst();
  return fileOf(deps, row ?? fail('notFound'));
}
