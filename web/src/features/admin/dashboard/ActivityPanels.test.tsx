import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, makeUser, signInAs } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { ActivityChart } from './ActivityChart';
import { AuditPanel } from './AuditPanel';

const weeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: `2026-${String(9 + Math.floor(index / 4)).padStart(2, '0')}-${String(1 + (index % 4) * 7).padStart(2, '0')}`,
  quoteRequests: index,
  registrations: 12 - index,
  newListings: 0,
}));
const entry = {
  id: 1,
  actorId: 1,
  actorEmail: 'alex@example.com',
  action: 'user.role_changed' as const,
  targetType: 'user' as const,
  targetId: 9,
  before: { role: 'resident' },
  after: { role: 'editor' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the admin dashboard activity', () => {
  it('charts 12 weeks, with the numbers in a table for screen readers', async () => {
    signInAs(makeUser({ role: 'admin' }), {
      'GET /api/admin/activity': answer(api.admin.activity.$get, { weeks }),
    });
    renderPage(<ActivityChart />);
    const table = await screen.findByRole('table', { name: /per week/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: '8 Sept 1 11' })).toBeTruthy();
  });

  it('lists the audit trail with what changed, filtered by action', async () => {
    const trail = api.admin.audit.$get;
    signInAs(makeUser({ role: 'admin' }), {
      'GET /api/admin/audit?action=all&page=1': answer(trail, {
        entries: [entry],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
      'GET /api/admin/audit?action=import.run&page=1': answer(trail, {
        entries: [],
        total: 0,
        page: 1,
        pageSize: 50,
      }),
    });
    const { user } = renderPage(<AuditPanel />);
    expect(await screen.findByText('role: resident → editor')).toBeTruthy();
    expect(screen.getByText('Role changed', { selector: 'span' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Action'), 'Import run');
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });
});
