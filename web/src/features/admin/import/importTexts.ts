// The bulk import texts (docs/product/business-side.md §5 CSV import, §8).
export const importTexts = {
  parsed: 'CSV Parsed Successfully',
  parsedText: (n: number) => `Found ${n} valid trade accounts to import`,
  parseError: 'Parse Error',
  imported: 'Import Successful',
  importedText: (created: number, total: number) =>
    `Successfully imported ${created} out of ${total} tradesmen`,
  importFailed: 'Import Failed',
  emptyText: 'Paste CSV text or choose a .csv file first.',
  tryAgain: 'Please try again.',
  willImport: (created: number, total: number) =>
    `${created} of ${total} ${total === 1 ? 'row' : 'rows'} will be imported.`,
  showing: (shown: number, n: number) => `Showing ${shown} of ${n} tradesmen to import.`,
  willSkip: 'Rows that will be skipped',
  notImported: 'Rows not imported',
  rowNumbers:
    'Rows are numbered as in the file: the header is row 1, so the first data row is row 2.',
} as const;
