import {
  firstImportRow,
  importCsvColumns,
  importCsvMessages,
  importRowFromCsv,
} from '#schema/rules';

export type ImportItem = ReturnType<typeof importRowFromCsv>;
export type ParsedImport = { ok: true; items: ImportItem[] } | { ok: false; message: string };

const isBlank = (record: Record<string, unknown>) =>
  Object.values(record).every((value) => typeof value !== 'string' || value.trim() === '');

/**
 * Reads pasted CSV with papaparse (loaded on first use, so the admin bundle stays small) into the
 * import's items, each with its row number in the file as a spreadsheet shows it: the header is
 * row 1, and blank rows are left out but still counted. Every other row is sent, so the server
 * checks and reports all of them (docs/product/business-side.md §5).
 */
export async function parseImportCsv(text: string): Promise<ParsedImport> {
  const { default: Papa } = await import('papaparse');
  // Blank lines before the header are not rows of the file; blank rows after it are.
  const csv = text.replace(/^\s*\n/, '').trimEnd();
  const result = Papa.parse<Record<string, string | undefined>>(csv, { header: true });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    // papaparse counts a quote error's row among all rows from 0, the header included.
    return { ok: false, message: `Row ${(quoteError.row ?? 0) + 1}: ${quoteError.message}` };
  }
  const fields = result.meta.fields ?? [];
  const items = result.data.flatMap((record, index) =>
    isBlank(record) ? [] : [importRowFromCsv(record, index + firstImportRow)],
  );
  if (items.length === 0) return { ok: false, message: importCsvMessages.tooShort };
  if (!importCsvColumns.every((column) => fields.includes(column))) {
    return { ok: false, message: importCsvMessages.missingColumns };
  }
  return { ok: true, items };
}
