import * as v from 'valibot';
import {
  importCsvColumns,
  importCsvMessages,
  importRowFromCsv,
  importRowRules,
} from '#schema/rules';

export type ImportItem = ReturnType<typeof importRowFromCsv>;
export interface RefusedRow {
  /** 1-based data row of the file (the header not counted). */
  row: number;
  name: string;
  reason: string;
}
export type ParsedImport =
  | { ok: true; items: ImportItem[]; refused: RefusedRow[] }
  | { ok: false; message: string };

/**
 * Reads pasted CSV with papaparse (loaded on first use, so the admin bundle stays small) and checks
 * each row with the server's own rule: the rows sent are the rows the server accepts.
 */
export async function parseImportCsv(text: string): Promise<ParsedImport> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<Record<string, string | undefined>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { ok: false, message: `Row ${quoteError.row}: ${quoteError.message}` };
  const fields = result.meta.fields ?? [];
  if (result.data.length === 0) return { ok: false, message: importCsvMessages.tooShort };
  if (!importCsvColumns.every((column) => fields.includes(column))) {
    return { ok: false, message: importCsvMessages.missingColumns };
  }
  const items: ImportItem[] = [];
  const refused: RefusedRow[] = [];
  result.data.forEach((record, index) => {
    const item = importRowFromCsv(record);
    // docs/product/business-side.md §5: rows without a name are dropped.
    if (item.name === '') return;
    const checked = v.safeParse(importRowRules, item);
    if (checked.success) items.push(item);
    else refused.push({ row: index + 1, name: item.name, reason: checked.issues[0].message });
  });
  return { ok: true, items, refused };
}
