import { Alert } from '@chakra-ui/react';
import { directoryTexts } from './directoryTexts';
import type { DirectoryCount } from './useDirectory';

/**
 * Says how a postcode in the search was read: its area's trades come first, or it lies outside
 * the county and the results are county-wide. Nothing when the search held no postcode.
 */
export function DirectoryPostcodeNote({ count }: { count: DirectoryCount | undefined }) {
  if (!count?.postcode) return null;
  const { postcode, postcodeLocation } = count;
  const text = postcodeLocation
    ? directoryTexts.postcodeFirst(postcode, postcodeLocation)
    : directoryTexts.postcodeOutside(postcode);
  return (
    <Alert.Root status="info" variant="subtle" size="sm" rounded="lg">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{text}</Alert.Title>
    </Alert.Root>
  );
}
