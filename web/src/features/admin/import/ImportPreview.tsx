import { Stack, Table, Text } from '@chakra-ui/react';
import type { ImportItem, RefusedRow } from './parseImportCsv';

const previewSize = 10;

/** The first 10 rows to import (spec §9) and the rows the rules refuse, with why. */
export function ImportPreview({ items, refused }: { items: ImportItem[]; refused: RefusedRow[] }) {
  return (
    <Stack gap="4">
      <Text fontWeight="medium">
        Showing {Math.min(previewSize, items.length)} of {items.length} tradesmen to import.
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="lg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.slice(0, previewSize).map((item, index) => (
              // Rows have no id yet; their order is fixed for this preview.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <Table.Row key={index}>
                <Table.Cell fontWeight="medium" minW="40">
                  {item.name}
                </Table.Cell>
                <Table.Cell wordBreak="break-all">{item.contactEmail}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.contactPhone}</Table.Cell>
                <Table.Cell minW="56" color="fg.muted">
                  {item.description.length > 120
                    ? `${item.description.slice(0, 120)}…`
                    : item.description}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
