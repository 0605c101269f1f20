import { HStack, Text } from '@chakra-ui/react';
import { LuCalendar, LuClock, LuUser } from 'react-icons/lu';
import { formatDate } from '../../lib/formatDate';

interface ArticleMetaProps {
  author: string;
  readTime: string;
  createdAt: string;
  size?: 'xs' | 'sm';
}

/** Who wrote an article, how long it takes to read and when it was written. */
export function ArticleMeta({ author, readTime, createdAt, size = 'sm' }: ArticleMetaProps) {
  const facts = [
    { icon: LuUser, text: author },
    { icon: LuClock, text: readTime },
    { icon: LuCalendar, text: formatDate(createdAt) },
  ];
  return (
    <HStack gap="4" rowGap="1" wrap="wrap" color="fg.muted" fontSize={size}>
      {facts.map(({ icon: FactIcon, text }) => (
        <HStack key={text} gap="1.5">
          <FactIcon aria-hidden />
          <Text>{text}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
