import { Stack, Text } from '@chakra-ui/react';
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
          <li key={row.row}>
            Row {row.row}
            {row.name ? ` (${row.name})` : ''}: {row.reason}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
