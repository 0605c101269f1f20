import { AspectRatio, Center, Icon, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { articleImageSource } from './articleData';
import { categoryIcon } from './categoryIcons';

interface ArticleImageProps {
  imageUrl: string | null;
  /** Picks the placeholder's picture. */
  category: string;
  /** Alternative text; empty when the image only decorates a card whose title is next to it. */
  alt: string;
  ratio?: number;
  rounded?: 'none' | 'lg' | 'xl';
}

/**
 * An article's image; without one, or when it fails to load, a calm placeholder
 * (docs/product/public-site.md §8).
 */
export function ArticleImage({
  imageUrl,
  category,
  alt,
  ratio = 16 / 9,
  rounded = 'none',
}: ArticleImageProps) {
  const source = articleImageSource(imageUrl);
  const [failedSource, setFailedSource] = useState<string>();
  const showImage = source !== undefined && source !== failedSource;
  return (
    <AspectRatio ratio={ratio} rounded={rounded} overflow="hidden" bg="bg.muted">
      {showImage ? (
        <Image src={source} alt={alt} objectFit="cover" onError={() => setFailedSource(source)} />
      ) : (
        <Center
          bgGradient="to-br"
          gradientFrom="green.subtle"
          gradientTo="teal.subtle"
          color="green.fg"
        >
          <Icon as={categoryIcon(category)} boxSize="12" opacity="0.75" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
