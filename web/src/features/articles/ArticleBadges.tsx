import { Badge, HStack } from '@chakra-ui/react';

interface ArticleBadgesProps {
  category: string;
  isPublished: boolean;
}

/** The category, and 'Draft' while unpublished (only staff ever see drafts). */
export function ArticleBadges({ category, isPublished }: ArticleBadgesProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="subtle">{category}</Badge>
      {!isPublished && (
        <Badge colorPalette="orange" variant="solid">
          Draft
        </Badge>
      )}
    </HStack>
  );
}
