import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, makeUser, signInAs } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { ActivityChart } from './ActivityChart';
import { AuditPanel } from './AuditPanel';
import { axisTicks } from './activitySeries';

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
  targetName: 'Rosa Resident (rosa@example.com)',
  targetDeleted: false,
  before: { role: 'resident' },
  after: { role: 'editor' },
  createdAt: '2026-11-20T10:00:00.000Z',
};
const featured = {
  ...entry,
  id: 2,
  action: 'featured.set' as const,
  targetType: 'tradesman' as const,
  targetId: 44,
  targetName: 'Named Lofts',
  before: { featured: false, featuredUntil: null },
  after: { featured: true, featuredUntil: '2026-12-07T10:00:00.000Z' },
};
const deleted = {
  ...entry,
  id: 3,
  action: 'user.deleted' as const,
  targetId: 12,
  targetName: 'Lee Leaving',
  targetDeleted: true,
  before: { name: 'Lee Leaving', isActive: true },
  after: { listingsDeleted: 1 },
};

describe('the admin dashboard activity', () => {
  it('charts 12 weeks on a counted axis with every week labelled, and shows the numbers as a table', async () => {
    signInAs(makeUser({ role: 'admin' }), {
      'GET /api/admin/activity': answer(api.admin.activity.$get, { weeks }),
    });
    renderPage(<ActivityChart />);
    const table = await screen.findByRole('table', { name: /per week/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: '8 Sept 1 11' })).toBeTruthy();

    const chart = within(screen.getByText('Number per week').parentElement as HTMLElement);
    // The busiest week has 12: round ticks up to 15.
    for (const tick of ['0', '5', '10']) expect(chart.getByText(tick)).toBeTruthy();
    expect(chart.getByText('Week starting')).toBeTruthy();
    // Every week by its first day (1, 8, 15, 22 of three months), each month named once.
    expect(chart.getAllByText('22')).toHaveLength(3);
    for (const month of ['Sept', 'Oct', 'Nov']) expect(chart.getAllByText(month)).toHaveLength(1);
  });

  it('steps its axis in round whole numbers', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(12)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(110)).toEqual([0, 50, 100, 150]);
  });

  it('lists the audit trail with what changed, filtered by action', async () => {
    const trail = api.admin.audit.$get;
    signInAs(makeUser({ role: 'admin' }), {
      'GET /api/admin/audit?action=all&page=1': answer(trail, {
        entries: [entry, featured, deleted],
        total: 3,
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
    expect(await screen.findByText('Role: Resident → Editor')).toBeTruthy();
    expect(screen.getByText('Role changed', { selector: 'span' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Action'), 'Import run');
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });

  it('names each target and says what changed in words, never ids or field keys', async () => {
    signInAs(makeUser({ role: 'admin' }), {
      'GET /api/admin/audit?action=all&page=1': answer(api.admin.audit.$get, {
        entries: [entry, featured, deleted],
        total: 3,
        page: 1,
        pageSize: 50,
      }),
    });
    renderPage(<AuditPanel />);
    expect(await screen.findByText('User: Rosa Resident (rosa@example.com)')).toBeTruthy();
    expect(screen.getByText('Listing: Named Lofts')).toBeTruthy();
    expect(screen.getByText('Featured: No → Yes')).toBeTruthy();
    expect(screen.getByText('Featured until: — → 7 Dec 2026')).toBeTruthy();
    expect(screen.getByText('User: Lee Leaving (deleted)')).toBeTruthy();
    expect(screen.getByText('Active: Yes')).toBeTruthy();
    expect(screen.getByText('Listings deleted: 1')).toBeTruthy();
    expect(screen.queryByText(/tradesman 44|featuredUntil|isActive/)).toBeNull();
  });
});
