import { Button, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuUpload } from 'react-icons/lu';
import { uploadImageTypes } from '#schema/limits';
import { ArticleImage } from './ArticleImage';
import { ImageUrlField } from './ImageUrlField';
import type { useImageUpload } from './useImageUpload';

interface FeaturedImageFieldsProps {
  imageUrl: string;
  category: string;
  error?: string;
  onChange: (imageUrl: string) => void;
  upload: ReturnType<typeof useImageUpload>;
}

/** The editor's image: an address typed in or a file uploaded (one, up to 10 MB), and a preview. */
export function FeaturedImageFields({
  imageUrl,
  category,
  error,
  onChange,
  upload,
}: FeaturedImageFieldsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="4">
      <ImageUrlField value={imageUrl} onChange={onChange} error={error} />
      <VisuallyHidden asChild>
        <input
          ref={fileInput}
          type="file"
          accept={uploadImageTypes.join(',')}
          aria-label="Image file to upload"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload.upload(file);
          }}
        />
      </VisuallyHidden>
      <Button
        variant="outline"
        onClick={() => fileInput.current?.click()}
        disabled={upload.isUploading}
      >
        <LuUpload aria-hidden /> Upload Image
      </Button>
      <Text fontSize="xs" color="fg.muted" mt="-2">
        JPG, PNG, WebP or GIF, up to 10 MB.
      </Text>
      {upload.progress !== null && (
        <Progress.Root value={upload.progress} size="sm">
          <Progress.Label fontSize="sm" mb="1.5">
            Uploading image… {upload.progress}%
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <ArticleImage
        imageUrl={imageUrl}
        category={category}
        alt="Featured image preview"
        rounded="lg"
      />
    </Stack>
  );
}
