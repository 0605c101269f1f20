import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuUpload } from 'react-icons/lu';
import { uploadDocumentTypes } from '#schema/limits';
import { FormAlert } from '../../components/FormAlert';
import { documentTexts } from './documentTexts';
import type { DocumentUploadTarget } from './uploadVerificationDocument';
import { useDocumentUpload } from './useDocumentUpload';

const accept = [...uploadDocumentTypes, '.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'].join(',');

interface DocumentUploadButtonProps {
  tradesmanId: number;
  /** A named kind, or the rejected or expired document this file replaces; else any document. */
  target?: DocumentUploadTarget;
  /** The button's words, when it uploads something in particular. */
  label?: string;
  /** The hidden file input's name, unique on the page. */
  fileLabel?: string;
  /** The hint beside the button; the panel that lists several buttons says it once. */
  withHint?: boolean;
}

/** Picks one file and uploads it as a verification document, showing how far it has got. */
export function DocumentUploadButton({
  tradesmanId,
  target,
  label = 'Upload Document',
  fileLabel = 'Verification document file',
  withHint = true,
}: DocumentUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, problem } = useDocumentUpload(tradesmanId, target);
  const isUploading = progress !== null;
  return (
    <Stack gap="2">
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={fileLabel}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again still uploads it.
          event.currentTarget.value = '';
          if (file) upload(file);
        }}
      />
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => input.current?.click()} loading={isUploading}>
          <LuUpload aria-hidden />
          {label}
        </Button>
        {withHint && (
          <Text color="fg.muted" fontSize="sm">
            {documentTexts.uploadHint}
          </Text>
        )}
      </HStack>
      {isUploading && (
        <Progress.Root value={progress} size="sm" aria-label="Upload progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {problem && <FormAlert title={documentTexts.uploadFailedTitle} message={problem} />}
    </Stack>
  );
}
