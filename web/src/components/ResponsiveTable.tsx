import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

export interface TableColumn<Row> {
  /** The column's header; on a phone also the label beside each value. */
  header: string;
  /** A header only screen readers need (e.g. "Actions"): hidden on screen and on phone cards. */
  hideHeader?: boolean;
  /** No label on phone cards, where the value speaks for itself (a name, the card's title). */
  hideCardLabel?: boolean;
  cell: (row: Row) => ReactNode;
  cellProps?: Table.CellProps;
}

interface ResponsiveTableProps<Row> {
  /** What the table lists, read out for its scroll area (e.g. "Users"). */
  label: string;
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  columns: TableColumn<Row>[];
  size?: Table.RootProps['size'];
  striped?: boolean;
  /** Caps the table's height on wide screens, with a sticky header; phones scroll the page. */
  maxH?: string;
}

// Below `md`, each cell is one line of its row's card: the label in a narrow first column and the
// value beside it. In `css`, so it wins over a column's own cell props (widths, no-wrap, alignment)
// only on phones.
const cardLine = {
  mdDown: {
    display: 'grid',
    gridTemplateColumns: '7rem minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: '3',
    borderBottomWidth: '0',
    paddingInline: '1',
    paddingBlock: '1.5',
    textAlign: 'start',
    minWidth: '0',
    whiteSpace: 'normal',
  },
} as const;

/**
 * A staff table that stays readable on a phone: from the `md` breakpoint up it is a table; below
 * it every row becomes a card of label/value lines, so nothing hides behind a sideways scroll.
 * It stays one table in the DOM either way (no second copy of the rows and their controls): below
 * `md` the header row is hidden and each cell shows its column's label instead, so a screen reader
 * hears the label once at either size.
 */
export function ResponsiveTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  size = 'sm',
  striped,
  maxH,
}: ResponsiveTableProps<Row>) {
  return (
    // A region a keyboard can focus, so a table wider or taller than its box can be scrolled with
    // the arrow keys (axe: scrollable-region-focusable), and named so the focus says what it is.
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={label}
      borderWidth={{ md: '1px' }}
      rounded="lg"
      maxH={maxH ? { md: maxH } : undefined}
    >
      <Table.Root
        size={size}
        // Cards are told apart by their borders; stripes inside them only look like stray boxes.
        striped={striped ? { base: false, md: true } : false}
        stickyHeader={Boolean(maxH)}
        display={{ mdDown: 'block' }}
        bg={{ mdDown: 'transparent' }}
      >
        <Table.Header hideBelow="md">
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>
                {column.hideHeader ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ mdDown: 'flex' }} flexDirection="column" gap="3">
          {rows.map((row, index) => (
            <Table.Row
              key={rowKey(row, index)}
              display={{ mdDown: 'block' }}
              borderWidth={{ mdDown: '1px' }}
              rounded={{ mdDown: 'lg' }}
              p={{ mdDown: '3' }}
            >
              {columns.map((column) => (
                <Table.Cell key={column.header} {...column.cellProps} css={cardLine}>
                  {column.hideHeader || column.hideCardLabel ? null : (
                    <Box as="span" hideFrom="md" fontSize="xs" color="fg.muted" fontWeight="medium">
                      {column.header}
                    </Box>
                  )}
                  <Box
                    gridColumn={column.hideHeader || column.hideCardLabel ? '1 / -1' : undefined}
                  >
                    {column.cell(row)}
                  </Box>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
