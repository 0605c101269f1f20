import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuUpload } from 'react-icons/lu';
import { uploadDocumentTypes } from '#schema/limits';
import { FormAlert } from '../../components/FormAlert';
import { documentTexts } from './documentTexts';
import { useDocumentUpload } from './useDocumentUpload';

const accept = [...uploadDocumentTypes, '.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'].join(',');

/** Picks one file and uploads it as a verification document, showing how far it has got. */
export function DocumentUploadButton({ tradesmanId }: { tradesmanId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, problem } = useDocumentUpload(tradesmanId);
  const isUploading = progress !== null;
  return (
    <Stack gap="2">
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label="Verification document file"
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
          Upload Document
        </Button>
        <Text color="fg.muted" fontSize="sm">
          {documentTexts.uploadHint}
        </Text>
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
