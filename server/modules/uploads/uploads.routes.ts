// Upload calls: each handler checks who asks and calls one function of the uploads service.
import type { Handlers } from '../../http/handler';
import type { uploadEndpoints } from '../../../api/endpoints/uploads';
import { ownUploadFile, reviewerUploadFile, saveImageUpload } from './uploads.service';

export const uploadHandlers: Handlers<typeof uploadEndpoints> = {
  uploadImage: ({ deps, user, params }) => saveImageUpload(deps, { ownerId: user.id, purpose: params.purpose, file: params.file }),
  getUpload: ({ deps, user, params }) => ownUploadFile(deps, user.id, params.id),
  opsGetUpload: ({ deps, operator, params }) => reviewerUploadFile(deps, operator, params.id),
};
