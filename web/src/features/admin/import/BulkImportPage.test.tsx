import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importMessages } from '#schema/rules';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { BulkImportPage } from './BulkImportPage';

const route = 'POST /api/admin/bulk-import-tradesmen';
const header = 'name,site.company_insights.description,email_2,phone';
const rows = Array.from(
  { length: 12 },
  (_, index) => `Firm ${index + 1},Retrofit work,firm${index + 1}@example.com,0170000000${index}`,
);
// What the server answers for these rows, for the dry run and the import alike.
const outcome = {
  created: 10,
  total: 12,
  skipped: [
    { row: 5, name: 'Firm 4', reason: importMessages.duplicateExisting },
    { row: 9, name: '=Firm 8', reason: importMessages.nameFormula },
  ],
};
const importRoute = api.admin['bulk-import-tradesmen'].$post;

async function parse(csv: string, reply = answer(importRoute, outcome)) {
  const fetchMock = signInAs(makeUser({ role: 'admin' }), { [route]: reply });
  const page = renderPage(<BulkImportPage />);
  await page.user.click(screen.getByLabelText('CSV data'));
  await page.user.paste(csv);
  await page.user.click(screen.getByRole('button', { name: 'Parse CSV' }));
  return { ...page, fetchMock };
}

const listed = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/admin/bulk-import', () => {
  it('previews what the import will do, by the server’s dry run of every row of the file', async () => {
    const { fetchMock } = await parse([header, ...rows].join('\n'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByText('10 of 12 rows will be imported.')).toBeTruthy();
    expect(within(preview).getByText('Showing 10 of 10 tradesmen to import.')).toBeTruthy();
    const table = within(preview).getByRole('region', { name: 'Tradesmen to import' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).queryByText('Firm 4')).toBeNull();
    const skipped = within(preview).getByRole('region', { name: 'Rows that will be skipped' });
    expect(listed(skipped)).toEqual([
      'Row 5 (Firm 4): A listing with this name and e-mail already exists',
      'Row 9 (=Firm 8): Names cannot start with =, +, -, @',
    ]);
    expect(
      within(skipped).getByText(/the header is row 1, so the first data row is row 2/),
    ).toBeTruthy();
    const [dryRun] = callsTo(fetchMock, route);
    expect(dryRun.dryRun).toBe(true);
    expect(dryRun.tradesmen.map((item: { row: number }) => item.row)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 2),
    );
  });

  it('imports every row and reports the same skipped rows as the preview', async () => {
    const { user, fetchMock } = await parse([header, ...rows].join('\n'));
    await user.click(await screen.findByRole('button', { name: 'Import 10 Tradesmen' }));
    const report = await screen.findByRole('region', { name: 'Import result' });
    expect(within(report).getByText('Successfully imported 10 out of 12 tradesmen')).toBeTruthy();
    expect(listed(within(report).getByRole('region', { name: 'Rows not imported' }))).toEqual([
      'Row 5 (Firm 4): A listing with this name and e-mail already exists',
      'Row 9 (=Firm 8): Names cannot start with =, +, -, @',
    ]);
    const [dryRun, run] = callsTo(fetchMock, route);
    expect(run).toEqual({ ...dryRun, dryRun: false });
    expect(screen.queryByRole('region', { name: 'Import preview' })).toBeNull();
  });

  it('keeps a refusal of the whole file on the page and offers no import', async () => {
    await parse([header, ...rows].join('\n'), () =>
      Response.json({ error: importMessages.tooMany }, { status: 400 }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Parse Error')).toBeTruthy();
    expect(within(alert).getByText(importMessages.tooMany)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('reports missing columns on the page, without asking the server', async () => {
    const { fetchMock } = await parse('name,email\nA,a@example.com');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Parse Error')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Required columns not found: name, site.company_insights.description, email_2, phone',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, route)).toEqual([]);
  });

  it('offers no import until a preview has rows to import', async () => {
    await parse(
      `${header}\n<b>Bold</b>,x,bold@example.com,1`,
      answer(importRoute, {
        created: 0,
        total: 1,
        skipped: [{ row: 2, name: '<b>Bold</b>', reason: importMessages.nameMarkup }],
      }),
    );
    expect(await screen.findByText('0 of 1 row will be imported.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(screen.getByText('Row 2 (<b>Bold</b>): Names cannot contain < or >')).toBeTruthy();
  });
});
