import {
  Box,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Image,
  Portal,
  Text,
} from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { Tradesman } from '../../entities/tradesman/useTradesman';

type Photo = NonNullable<Tradesman['gallery']>[number];

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
const swipeDistance = 50;

interface GalleryLightboxProps {
  photos: Photo[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  businessName: string;
}

/**
 * One photo at a time, large: the arrow keys or buttons (and a swipe on a touch screen) move
 * through the gallery, wrapping round; Escape closes it and focus goes back to the photo opened.
 */
export function GalleryLightbox({
  photos,
  index,
  onIndexChange,
  businessName,
}: GalleryLightboxProps) {
  const swipeStart = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + photos.length) % photos.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= swipeDistance) step(moved < 0 ? 1 : -1);
  };
  const position = index === null ? '' : `Photo ${index + 1} of ${photos.length}`;
  return (
    <Dialog.Root
      open={photo !== undefined}
      onOpenChange={(details) => {
        if (!details.open) onIndexChange(null);
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content
            onKeyDown={onKeyDown}
            bg="gray.950"
            color="white"
            aria-roledescription="photo viewer"
          >
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="md">
                {businessName}: {position}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3" px={{ base: 2, md: 6 }}>
              {photo && (
                <Box
                  onPointerDown={onPointerDown}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => {
                    swipeStart.current = null;
                  }}
                  touchAction="pan-y"
                  display="flex"
                  justifyContent="center"
                  alignItems="center"
                  flex="1"
                  minH="0"
                >
                  <Image
                    src={photo.url}
                    alt={photo.caption || `Photo of work by ${businessName}`}
                    maxH={{ base: '70dvh', md: '70vh' }}
                    maxW="100%"
                    objectFit="contain"
                    rounded="md"
                    draggable={false}
                  />
                </Box>
              )}
              <HStack justify="space-between" gap="3">
                <IconButton
                  aria-label="Previous photo"
                  variant="subtle"
                  onClick={() => step(-1)}
                  disabled={photos.length < 2}
                >
                  <LuChevronLeft />
                </IconButton>
                <Text textAlign="center" flex="1" aria-live="polite">
                  {photo?.caption}
                </Text>
                <IconButton
                  aria-label="Next photo"
                  variant="subtle"
                  onClick={() => step(1)}
                  disabled={photos.length < 2}
                >
                  <LuChevronRight />
                </IconButton>
              </HStack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" color="white" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
