import { Avatar } from '@chakra-ui/react';
import { logoSource } from './tradesmanFacts';

interface TradesmanLogoProps {
  name: string;
  logoUrl: string | null;
  size?: 'md' | 'lg' | 'xl' | '2xl';
}

/**
 * The business's logo; without one, or when it fails to load, its initial letter
 * (docs/product/public-site.md §8).
 */
export function TradesmanLogo({ name, logoUrl, size = 'lg' }: TradesmanLogoProps) {
  const source = logoSource(logoUrl);
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="green" variant="subtle" flexShrink="0">
      <Avatar.Fallback fontWeight="bold">{name.trim().charAt(0).toUpperCase()}</Avatar.Fallback>
      {source && <Avatar.Image src={source} alt={`${name} logo`} />}
    </Avatar.Root>
  );
}
