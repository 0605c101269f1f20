import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, useRef, useState } from 'react';
import { LuImageUp, LuTrash2 } from 'react-icons/lu';
import { uploadImageTypes } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';
import { useUpdateTradesmanAccount } from '../../entities/account/useUpdateTradesmanAccount';
import { TradesmanLogo } from '../../entities/tradesman/TradesmanLogo';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { galleryTexts } from './galleryTexts';
import { listingImageProblem, uploadListingLogo } from './uploadListingImage';

/**
 * The listing's logo in Edit Profile (docs/product/business-side.md §10.9): upload, replace or
 * remove, saved at once (not with the form below); any plan may have one.
 */
export function LogoField({ profile, name }: { profile: OwnListingProfile; name: string }) {
  const updateAccount = useUpdateTradesmanAccount();
  const fileInput = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const saved = (logoUrl: string | null, title: string) => {
    setError(undefined);
    void updateAccount((current) =>
      current.profile ? { ...current, profile: { ...current.profile, logoUrl } } : current,
    );
    showToast({ type: 'success', title });
  };
  const fail = (failure: unknown) => {
    const message =
      serverMessage(failure) ?? (failure instanceof Error ? failure.message : undefined);
    setError(message ?? galleryTexts.logoFailed);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = listingImageProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setPercent(0);
    try {
      const objectPath = await uploadListingLogo(file, setPercent);
      const { logoUrl } = await unwrap(api.tradesman.logo.$put({ json: { objectPath } }));
      saved(logoUrl, galleryTexts.logoSaved);
    } catch (failure) {
      fail(failure);
    } finally {
      setPercent(null);
    }
  };
  const remove = async () => {
    setPercent(0);
    try {
      await unwrap(api.tradesman.logo.$delete());
      saved(null, galleryTexts.logoRemoved);
    } catch (failure) {
      fail(failure);
    } finally {
      setPercent(null);
    }
  };

  const busy = percent !== null;
  return (
    <Stack as="section" gap="3" aria-labelledby="logo-field-label">
      <Text id="logo-field-label" fontWeight="medium" textStyle="sm">
        {galleryTexts.logoLabel}
      </Text>
      <HStack gap="4" wrap="wrap">
        <TradesmanLogo name={name} logoUrl={profile.logoUrl} size="2xl" />
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <input
              ref={fileInput}
              type="file"
              accept={uploadImageTypes.join(',')}
              hidden
              onChange={choose}
              aria-label={galleryTexts.logoUpload}
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              loading={busy}
            >
              <LuImageUp aria-hidden />
              {profile.logoUrl ? galleryTexts.logoReplace : galleryTexts.logoUpload}
            </Button>
            {profile.logoUrl && (
              <Button variant="ghost" size="sm" colorPalette="red" onClick={remove} disabled={busy}>
                <LuTrash2 aria-hidden /> {galleryTexts.logoRemove}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {galleryTexts.logoHint}
          </Text>
        </Stack>
      </HStack>
      {busy && percent > 0 && (
        <Progress.Root value={percent} size="sm" aria-label={galleryTexts.logoUpload} maxW="sm">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
