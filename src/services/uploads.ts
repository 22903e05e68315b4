// The wire behind uploads (api/endpoints/uploads.ts): an image sent with its progress, for every
// image field (verification documents, a deposit's credential).
import { fromPromise } from 'xstate';
import type { UploadPurpose } from '../../api/uploads';
import type { ApiClient } from './api';
import type { ChosenFile } from '../machines/kyc-upload.flow';

export const uploadImageWith = (client: ApiClient) =>
  fromPromise<{ id: string }, { file: ChosenFile; purpose: UploadPurpose; onProgress: (p: number) => void }>(async ({ input, signal }) => {
    const { data } = await client.upload('uploadImage', { purpose: input.purpose }, input.file.blob as Blob, input.file.name, {
      signal, quiet: true, onProgress: input.onProgress,
    });
    return { id: data.id };
  });
