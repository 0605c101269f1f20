import { Stack, Text } from '@chakra-ui/react';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable';
import type { ImportItem, RefusedRow } from './parseImportCsv';

const previewSize = 10;

const columns: TableColumn<ImportItem>[] = [
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
 * The first 10 rows to import (docs/product/business-side.md §9) and the rows the rules refuse,
 * with why.
 */
export function ImportPreview({ items, refused }: { items: ImportItem[]; refused: RefusedRow[] }) {
  return (
    <Stack gap="4">
      <Text fontWeight="medium">
        Showing {Math.min(previewSize, items.length)} of {items.length} tradesmen to import.
      </Text>
      <ResponsiveTable
        label="Tradesmen to import"
        rows={items.slice(0, previewSize)}
        // Rows have no id yet; their order is fixed for this preview.
        rowKey={(_item, index) => index}
        columns={columns}
      />
      {refused.length > 0 && <SkippedRows title="Rows that will be skipped" rows={refused} />}
    </Stack>
  );
}

/** Rows left out, each with its reason. */
export function SkippedRows({ title, rows }: { title: string; rows: RefusedRow[] }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Text fontWeight="medium">
        {title} ({rows.length})
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
