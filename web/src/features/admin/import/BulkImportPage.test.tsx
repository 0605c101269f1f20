import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { BulkImportPage } from './BulkImportPage';

const header = 'name,site.company_insights.description,email_2,phone';
const rows = Array.from(
  { length: 12 },
  (_, index) => `Firm ${index + 1},Retrofit work,firm${index + 1}@example.com,0170000000${index}`,
);

describe('/admin/bulk-import', () => {
  it('asks for parsed data before importing', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const { user } = renderPage(<BulkImportPage />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('No Data to Import')).toBeTruthy();
    expect(screen.getByText('Please parse CSV data first')).toBeTruthy();
  });

  it('reports missing columns as a parse error', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const { user } = renderPage(<BulkImportPage />);
    await user.click(screen.getByLabelText('CSV data'));
    await user.paste('name,email\nA,a@example.com');
    await user.click(screen.getByRole('button', { name: 'Parse CSV' }));
    expect(await screen.findByText('Parse Error')).toBeTruthy();
    expect(
      screen.getByText(
        'Required columns not found: name, site.company_insights.description, email_2, phone',
      ),
    ).toBeTruthy();
  });

  it('previews 10 of the parsed rows, imports them all and lists what was skipped', async () => {
    const fetchMock = signInAs(makeUser({ role: 'admin' }), {
      'POST /api/admin/bulk-import-tradesmen': answer(api.admin['bulk-import-tradesmen'].$post, {
        created: 11,
        total: 12,
        skipped: [
          { row: 4, name: 'Firm 4', reason: 'A listing with this name and e-mail already exists' },
        ],
      }),
    });
    const { user } = renderPage(<BulkImportPage />);
    await user.click(screen.getByLabelText('CSV data'));
    await user.paste([header, ...rows].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Parse CSV' }));
    expect(await screen.findByText('CSV Parsed Successfully')).toBeTruthy();
    expect(screen.getByText('Found 12 valid trade accounts to import')).toBeTruthy();
    expect(screen.getByText('Showing 10 of 12 tradesmen to import.')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: 'Import 12 Tradesmen' }));
    expect(await screen.findByText('Import Successful')).toBeTruthy();
    const report = within(screen.getByRole('region', { name: 'Import result' }));
    expect(report.getByText('Successfully imported 11 out of 12 tradesmen')).toBeTruthy();
    expect(report.getByText(/Row 4 \(Firm 4\): A listing with this name/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/bulk-import-tradesmen')[0].tradesmen).toHaveLength(
      12,
    );
  });
});
