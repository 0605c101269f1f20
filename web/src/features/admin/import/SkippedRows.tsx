import { Box, Stack, Text } from '@chakra-ui/react';
import type { SkippedRow } from './importOutcome';
import { importTexts } from './importTexts';

/** Rows left out, each by its row number in the file with its reason. */
export function SkippedRows({ title, rows }: { title: string; rows: SkippedRow[] }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Text fontWeight="medium">
        {title} ({rows.length})
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {importTexts.rowNumbers}
      </Text>
      <Stack as="ul" gap="1" ps="5" fontSize="sm" color="fg.muted">
        {rows.map((row) => (
          // A name can be one long word (a pasted formula, a URL): it wraps, not widening the page.
          <Box as="li" key={row.row} overflowWrap="anywhere">
            Row {row.row}
            {row.name ? ` (${row.name})` : ''}: {row.reason}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
