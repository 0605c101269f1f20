import { Box, Link as ChakraLink, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { type MouseEvent, useState } from 'react';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { GalleryLightbox } from './GalleryLightbox';

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
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, sm: 3, md: 4 }} gap="3">
        {photos.map((photo, index) => (
          <Box as="li" key={photo.id} minW="0">
            <ChakraLink
              href={photo.url}
              onClick={openAt(index)}
              display="block"
              rounded="md"
              overflow="hidden"
              focusRing="outside"
              aria-label={`Open photo ${index + 1} of ${photos.length}${photo.caption ? `: ${photo.caption}` : ''}`}
            >
              <Image
                src={photo.thumbUrl}
                alt=""
                aspectRatio="4 / 3"
                objectFit="cover"
                w="100%"
                loading="lazy"
                bg="bg.muted"
              />
            </ChakraLink>
            {photo.caption && (
              <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>
                {photo.caption}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
      <GalleryLightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        businessName={tradesman.name}
      />
    </>
  );
}
