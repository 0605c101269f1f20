import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectorySort } from '#schema/catalogues';
import { directoryTexts, orderSentences } from './directoryTexts';

/** How the results are ordered, in one sentence, with the link to the whole ranking page. */
export function RankingNote({ sort }: { sort: DirectorySort }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {orderSentences[sort]}{' '}
      <Link asChild color="colorPalette.fg" textDecoration="underline">
        <RouterLink to="/how-we-rank">{directoryTexts.howWeRank}</RouterLink>
      </Link>
    </Text>
  );
}
