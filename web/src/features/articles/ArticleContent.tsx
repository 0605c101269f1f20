import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { parseArticleContent } from '../../lib/markdown';

/**
 * An article body as text: paragraphs, '## ' headings and '- ' lists become elements, everything
 * else is shown exactly as written. Nothing is ever read as HTML.
 */
export function ArticleContent({ content }: { content: string }) {
  return (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      {parseArticleContent(content).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <Heading
              key={key}
              as="h2"
              size={{ base: 'xl', md: '2xl' }}
              mt="4"
              letterSpacing="tight"
            >
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <List.Root key={key} gap="2" ps="6">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an article body is static text; its items never move
                <List.Item key={`${itemIndex}-${item}`} _marker={{ color: 'colorPalette.solid' }}>
                  {item}
                </List.Item>
              ))}
            </List.Root>
          );
        }
        return (
          <Text key={key} whiteSpace="pre-line">
            {block.text}
          </Text>
        );
      })}
    </Stack>
  );
}
