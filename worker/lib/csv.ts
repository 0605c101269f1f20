import Papa from 'papaparse';

/**
 * CSV text for a download. Cells starting with = + - @ (or tab/CR) are prefixed with a quote so a
 * spreadsheet never runs them as formulas (CSV injection).
 */
export function toCsv<Row extends Record<string, unknown>>(
  rows: Row[],
  columns: (keyof Row & string)[],
) {
  return Papa.unparse(
    { fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    {
      escapeFormulae: true,
    },
  );
}

/**
 * A dated file name such as `newsletter-subscribers-2026-11-21.csv`
 * (docs/product/public-site.md §9).
 */
export const datedFileName = (name: string, now: Date) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;

export function csvResponse(csv: string, fileName: string) {
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}
