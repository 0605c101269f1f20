import { Stack, Text } from '@chakra-ui/react';
import { limits } from '#schema/limits';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable';
import type { ImportOutcome } from './importOutcome';
import { importTexts } from './importTexts';
import type { ImportItem } from './parseImportCsv';
import { SkippedRows } from './SkippedRows';

const columns: TableColumn<ImportItem>[] = [
  { header: 'Row', cell: (item) => item.row, cellProps: { whiteSpace: 'nowrap' } },
  {
    header: 'Name',
    hideCardLabel: true,
    cell: (item) => item.name,
    cellProps: { fontWeight: 'medium', minW: '40' },
  },
  { header: 'Email', cell: (item) => item.contactEmail, cellProps: { wordBreak: 'break-all' } },
  { header: 'Phone', cell: (item) => item.contactPhone, cellProps: { whiteSpace: 'nowrap' } },
  {
    header: 'Description',
    cell: (item) =>
      item.description.length > 120 ? `${item.description.slice(0, 120)}…` : item.description,
    cellProps: { minW: '56', color: 'fg.muted' },
  },
];

/**
 * The server's dry run of the import (docs/product/business-side.md §5, §9): how many rows it will
 * import, the first 10 of them, and every row it will skip, with why.
 */
export function ImportPreview({ items, outcome }: { items: ImportItem[]; outcome: ImportOutcome }) {
  const skipped = new Set(outcome.skipped.map((row) => row.row));
  const toImport = items.filter((item) => !skipped.has(item.row));
  const shown = toImport.slice(0, limits.bulkImportPreviewCount);
  return (
    <Stack gap="4" as="section" aria-label="Import preview">
      <Text fontWeight="medium">{importTexts.willImport(outcome.created, outcome.total)}</Text>
      {shown.length > 0 && (
        <>
          <Text>{importTexts.showing(shown.length, toImport.length)}</Text>
          <ResponsiveTable
            label="Tradesmen to import"
            rows={shown}
            rowKey={(item) => item.row}
            columns={columns}
          />
        </>
      )}
      {outcome.skipped.length > 0 && (
        <SkippedRows title={importTexts.willSkip} rows={outcome.skipped} />
      )}
    </Stack>
  );
}
