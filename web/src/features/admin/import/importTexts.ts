// The bulk import texts (docs/product/business-side.md §5 CSV import, §8).
export const importTexts = {
  parsed: 'CSV Parsed Successfully',
  parsedText: (n: number) => `Found ${n} valid trade accounts to import`,
  parseError: 'Parse Error',
  imported: 'Import Successful',
  importedText: (created: number, total: number) =>
    `Successfully imported ${created} out of ${total} tradesmen`,
  importFailed: 'Import Failed',
  noData: 'No Data to Import',
  noDataText: 'Please parse CSV data first',
  emptyText: 'Paste CSV text or choose a .csv file first.',
} as const;
