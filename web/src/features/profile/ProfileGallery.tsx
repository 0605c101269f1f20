import { Box, Text } from '@chakra-ui/react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import type { Tradesman } from '../../entities/tradesman/useTradesman';

// Loaded on the first open: the page's first load stays within its budget
// (scripts/bundle/initial-load.test.ts), and the link works until then.
const GalleryLightbox = lazy(() =>
  import('./GalleryLightbox').then((module) => ({ default: module.GalleryLightbox })),
);

interface ProfileGalleryProps {
  tradesman: Tradesman;
}

/**
 * The listing's photos of work as a grid of thumbnails (docs/product/business-side.md §10.9).
 * Each is a link to the full photo, so the server-rendered page works before the app wakes; once
 * awake, a click opens the lightbox instead.
 */
export function ProfileGallery({ tradesman }: ProfileGalleryProps) {
  const photos = tradesman.gallery ?? [];
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const openAt = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(index);
  };
  return (
    <>
      <Box
        as="ul"
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' }}
        gap="3"
      >
        {photos.map((photo, index) => (
          <Box as="li" key={photo.id} minW="0">
            <Box asChild display="block" rounded="md" overflow="hidden" focusRing="outside">
              <a
                href={photo.url}
                onClick={openAt(index)}
                aria-label={`Open photo ${index + 1} of ${photos.length}${photo.caption ? `: ${photo.caption}` : ''}`}
              >
                <Box asChild aspectRatio="4 / 3" objectFit="cover" w="100%" bg="bg.muted">
                  <img src={photo.thumbUrl} alt="" loading="lazy" />
                </Box>
              </a>
            </Box>
            {photo.caption && (
              <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>
                {photo.caption}
              </Text>
            )}
          </Box>
        ))}
      </Box>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={photos}
            index={open}
            onIndexChange={setOpen}
            businessName={tradesman.name}
          />
        </Suspense>
      )}
    </>
  );
}
