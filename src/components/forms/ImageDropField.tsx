// One image of a form (a verification document, a loan document, a transfer voucher): a drop zone
// (or file picker) with the rule under it, a local preview, the upload's progress and the refusal
// in the user's language. A view of one image-slot flow; the object URL of the preview is released
// when it is replaced or left.
import { useEffect, useMemo } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Box, Field, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FormattedMessage } from 'react-intl';
import { acceptedImageTypes } from '../../../api/uploads';
import { useMessageText } from './use-message-text';
import {
  kycUploadEvents, type kycUploadFlow, selectUploadFileName, selectUploadPreview, selectUploadProblem, selectUploadProgress, selectUploadRefusal, selectUploadStage,
} from '../../machines/kyc-upload.flow';

export interface ImageDropFieldProps {
  label: string;
  /** A running image-slot flow, with its upload service provided. */
  slot: ActorRefFrom<typeof kycUploadFlow>;
  /** The form's message for this field (e.g. "please upload the front"), a contract key. */
  error?: string;
}

export function ImageDropField({ label, slot, error }: ImageDropFieldProps) {
  const messageText = useMessageText();
  const events = useMemo(() => kycUploadEvents(slot), [slot]);
  const stage = useSelector(slot, selectUploadStage);
  const progress = useSelector(slot, selectUploadProgress);
  const preview = useSelector(slot, selectUploadPreview);
  const fileName = useSelector(slot, selectUploadFileName);
  const problem = useSelector(slot, selectUploadProblem);
  const refusal = useSelector(slot, selectUploadRefusal);

  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  // The picker offers only images; whatever is dropped still goes to the flow, whose check names the rule.
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    const acceptable = accepted[0] === file;
    events.choose({ name: file.name, type: file.type, size: file.size, blob: file }, acceptable ? URL.createObjectURL(file) : null);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, multiple: false, accept: acceptedImageTypes as unknown as Record<string, string[]> });

  const shownError = problem ? messageText(`error.${problem}`) : refusal?.kind === 'server' ? refusal.message : refusal ? messageText('error.internal') : error ? messageText(error, label) : null;
  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label>{label}</Field.Label>
      <Box
        {...getRootProps()}
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragActive ? 'colorPalette.solid' : shownError ? 'border.error' : 'border'}
        rounded="md"
        p="4"
        cursor="pointer"
        data-testid={`drop-${label}`}
        aria-label={label}
      >
        <input {...getInputProps()} aria-label={label} />
        <HStack gap="4" align="center">
          {preview && <Image src={preview} alt={label} maxH="24" maxW="36" rounded="sm" objectFit="contain" />}
          <Stack gap="1" flex="1">
            <Text>
              {fileName ?? <FormattedMessage id="kyc.upload.prompt" defaultMessage="Drop an image here, or click to choose one" />}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="kyc.upload.rule" defaultMessage="JPG, JPEG or PNG, under 8MB" />
            </Text>
            {stage === 'uploading' && (
              <Progress.Root value={progress} size="sm" aria-label={label}>
                <Progress.Track><Progress.Range /></Progress.Track>
              </Progress.Root>
            )}
            {stage === 'uploading' && <Text fontSize="sm"><FormattedMessage id="kyc.upload.progress" defaultMessage="Uploading… {percent}%" values={{ percent: progress }} /></Text>}
            {stage === 'uploaded' && <Text fontSize="sm" color="fg.success"><FormattedMessage id="kyc.upload.done" defaultMessage="Uploaded" /></Text>}
          </Stack>
        </HStack>
      </Box>
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  );
}
