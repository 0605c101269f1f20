import {
  Alert,
  Button,
  Card,
  HStack,
  IconButton,
  Image,
  Input,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuImagePlus, LuImages, LuTrash2 } from 'react-icons/lu';
import { limits, uploadImageTypes } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyPanel } from '../../components/EmptyPanel';
import { FormField } from '../../components/FormField';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { galleryTexts } from './galleryTexts';
import { listingImageProblem, uploadGalleryPhoto } from './uploadListingImage';
import { type GalleryPhoto, type OwnGallery, useOwnGallery } from './useOwnGallery';

interface Upload {
  id: string;
  name: string;
  percent: number;
}

/** A failure toast with the server's (or the browser's) own words when it gave any. */
function failed(title: string, error: unknown) {
  showToast({
    type: 'error',
    title,
    description: serverMessage(error) ?? (error instanceof Error ? error.message : undefined),
  });
}

/**
 * The trade's gallery (docs/product/business-side.md §10.9): add photos with upload progress,
 * caption, reorder with buttons, delete after a confirmation. Below Starter it sells the upgrade.
 */
export function GalleryTab({ onUpgrade }: { onUpgrade: () => void }) {
  const gallery = useOwnGallery();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  if (gallery.error) {
    return <LoadFailed message={galleryTexts.loadFailed} onRetry={() => gallery.mutate()} />;
  }
  if (!gallery.data) return <PageLoader />;
  const { photos, shown } = gallery.data;
  const room = limits.galleryMaxPhotos - photos.length - uploads.length;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, room));
    event.target.value = '';
    for (const file of files) {
      const problem = listingImageProblem(file);
      if (problem) {
        showToast({ type: 'error', title: galleryTexts.failedTitle, description: problem });
        continue;
      }
      const id = crypto.randomUUID();
      const progress = (percent: number) =>
        setUploads((all) =>
          all.map((upload) => (upload.id === id ? { ...upload, percent } : upload)),
        );
      setUploads((all) => [...all, { id, name: file.name, percent: 0 }]);
      try {
        const paths = await uploadGalleryPhoto(file, progress);
        const photo = await unwrap(
          api.tradesman.gallery.$post({ json: { ...paths, caption: '' } }),
        );
        await gallery.mutate(
          (current) => current && { ...current, photos: [...current.photos, photo] },
          { revalidate: false },
        );
        showToast({ type: 'success', title: galleryTexts.added });
      } catch (error) {
        failed(galleryTexts.failedTitle, error);
      } finally {
        setUploads((all) => all.filter((upload) => upload.id !== id));
      }
    }
  };

  if (!shown && photos.length === 0) {
    return (
      <EmptyPanel
        icon={LuImages}
        title={galleryTexts.upsellTitle}
        description={galleryTexts.upsell}
      >
        <Button onClick={onUpgrade}>{galleryTexts.upgrade}</Button>
      </EmptyPanel>
    );
  }

  return (
    <Stack gap="5">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Text as="h2" fontSize="lg" fontWeight="semibold">
              {galleryTexts.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {galleryTexts.count(photos.length)}
            </Text>
          </Stack>
          {shown && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept={uploadImageTypes.join(',')}
                multiple
                hidden
                onChange={addFiles}
                aria-label={galleryTexts.add}
              />
              <Button onClick={() => fileInput.current?.click()} disabled={room <= 0}>
                <LuImagePlus aria-hidden /> {galleryTexts.add}
              </Button>
            </>
          )}
        </HStack>
        <Text color="fg.muted">{galleryTexts.intro}</Text>
        {shown && room <= 0 && uploads.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {galleryTexts.full}
          </Text>
        )}
      </Stack>
      {!shown && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{galleryTexts.hiddenNote}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onUpgrade} alignSelf="center">
            {galleryTexts.upgrade}
          </Button>
        </Alert.Root>
      )}
      {uploads.map((upload) => (
        <Progress.Root key={upload.id} value={upload.percent}>
          <HStack justify="space-between">
            <Progress.Label>{galleryTexts.uploading(upload.name)}</Progress.Label>
            <Progress.ValueText>{upload.percent}%</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ))}
      {photos.length === 0 && uploads.length === 0 ? (
        <EmptyPanel
          icon={LuImages}
          title={galleryTexts.empty}
          description={galleryTexts.emptyHint}
        />
      ) : (
        <GalleryList
          photos={photos}
          onChange={(next) => gallery.mutate(next, { revalidate: false })}
        />
      )}
    </Stack>
  );
}

interface GalleryListProps {
  photos: GalleryPhoto[];
  onChange: (next: (current: OwnGallery | undefined) => OwnGallery | undefined) => void;
}

function GalleryList({ photos, onChange }: GalleryListProps) {
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  /** After a move, focus stays on the moved photo's button (or its twin at the list's end). */
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; way: 'up' | 'down' } | null>(
    null,
  );
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, way } = focusAfterMove;
    const same = document.getElementById(`gallery-move-${way}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`gallery-move-${way === 'up' ? 'down' : 'up'}-${id}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = async (index: number, by: -1 | 1) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setBusy(true);
    try {
      const answer = await unwrap(api.tradesman.gallery.order.$put({ json: { ids } }));
      onChange((current) => current && { ...current, photos: answer.photos });
      setFocusAfterMove({ id: moved, way: by < 0 ? 'up' : 'down' });
    } catch (error) {
      failed(galleryTexts.changeFailed, error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await unwrap(api.tradesman.gallery[':id'].$delete({ param: { id: String(deleting.id) } }));
      const gone = deleting.id;
      onChange(
        (current) =>
          current && { ...current, photos: current.photos.filter((photo) => photo.id !== gone) },
      );
      showToast({ type: 'success', title: galleryTexts.deleted });
      setDeleting(null);
    } catch (error) {
      failed(galleryTexts.changeFailed, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stack as="ol" listStyle="none" gap="3" aria-label={galleryTexts.title}>
        {photos.map((photo, index) => (
          <Card.Root as="li" key={photo.id} size="sm" variant="outline">
            <Card.Body
              display="grid"
              gridTemplateColumns={{ base: 'auto 1fr', sm: 'auto 1fr auto' }}
              gridTemplateAreas={{
                base: '"thumb buttons" "caption caption"',
                sm: '"thumb caption buttons"',
              }}
              gap="4"
              alignItems="center"
            >
              <Image
                gridArea="thumb"
                src={photo.thumbUrl}
                alt={photo.caption || `Photo ${index + 1}`}
                w={{ base: '28', sm: '32' }}
                aspectRatio="4 / 3"
                objectFit="cover"
                rounded="md"
                bg="bg.muted"
                flexShrink="0"
              />
              <CaptionForm photo={photo} position={index + 1} onSaved={onChange} />
              <HStack gridArea="buttons" gap="1" justifySelf="end">
                <IconButton
                  id={`gallery-move-up-${photo.id}`}
                  aria-label={galleryTexts.moveUp(index + 1)}
                  variant="ghost"
                  disabled={index === 0 || busy}
                  onClick={() => move(index, -1)}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  id={`gallery-move-down-${photo.id}`}
                  aria-label={galleryTexts.moveDown(index + 1)}
                  variant="ghost"
                  disabled={index === photos.length - 1 || busy}
                  onClick={() => move(index, 1)}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton
                  aria-label={galleryTexts.remove(index + 1)}
                  variant="ghost"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => setDeleting(photo)}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={galleryTexts.confirmTitle}
        confirmLabel={galleryTexts.confirm}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
        isConfirming={busy}
      >
        {galleryTexts.confirmBody}
      </ConfirmDialog>
    </>
  );
}

interface CaptionFormProps {
  photo: GalleryPhoto;
  position: number;
  onSaved: GalleryListProps['onChange'];
}

function CaptionForm({ photo, position, onSaved }: CaptionFormProps) {
  const [caption, setCaption] = useState(photo.caption);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await unwrap(
        api.tradesman.gallery[':id'].$patch({
          param: { id: String(photo.id) },
          json: { caption },
        }),
      );
      setError(undefined);
      setCaption(saved.caption);
      onSaved(
        (current) =>
          current && {
            ...current,
            photos: current.photos.map((each) => (each.id === saved.id ? saved : each)),
          },
      );
      showToast({ type: 'success', title: galleryTexts.captionSaved });
    } catch (failure) {
      setError(serverMessage(failure) ?? galleryTexts.changeFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <HStack asChild gridArea="caption" minW="0" align="end" gap="2">
      <form onSubmit={save} aria-label={`${galleryTexts.caption} ${position}`} noValidate>
        <FormField label={`${galleryTexts.caption} (photo ${position})`} error={error}>
          <Input
            value={caption}
            maxLength={limits.galleryCaptionMax}
            placeholder={galleryTexts.captionPlaceholder}
            onChange={(event) => setCaption(event.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          variant="outline"
          loading={saving}
          disabled={caption === photo.caption}
          flexShrink="0"
        >
          {galleryTexts.saveCaption}
        </Button>
      </form>
    </HStack>
  );
}
