import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import { api } from '../../../api/client';
import type { Subscriber } from './useSubscribers';

const admin = makeUser({ role: 'admin', name: 'Alex Admin' });
const stats = { tradesmen: 48, users: 1250, subscribers: 2, quotes: 17 };
const subscribers: Subscriber[] = [
  {
    id: 1,
    email: 'rosa@example.com',
    userType: 'homeowner',
    subscribedAt: '2026-11-02T10:00:00.000Z',
    isActive: true,
  },
  {
    id: 2,
    email: 'tom@trades.example',
    userType: 'tradesperson',
    subscribedAt: '2026-10-15T10:00:00.000Z',
    isActive: false,
  },
];

function csvReply(fileName: string) {
  return () =>
    new Response('email,type,date,status\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
}

const statValue = (label: string) => within(screen.getByText(label).closest('dl') as HTMLElement);

describe('the admin dashboard', () => {
  it('shows the counts, the admin tools and the subscribers', async () => {
    signInAs(admin, {
      'GET /api/admin/stats': answer(api.admin.stats.$get, stats),
      'GET /api/newsletter/subscribers': answer(api.newsletter.subscribers.$get, subscribers),
    });
    renderApp('/admin');
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(statValue('Tradesmen').getByText('48')).toBeTruthy();
    expect(statValue('Quote requests').getByText('17')).toBeTruthy();

    const tools = screen.getByRole('navigation', { name: 'Admin tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/users',
      '/admin/featured',
      '/admin/verification',
      '/admin/credentials',
      '/verification-dashboard',
      '/admin/support',
      '/admin/bulk-import',
      '/admin/articles/new',
    ]);
    expect(within(tools).getByRole('link', { name: 'Write an article' })).toBeTruthy();

    const row = (await screen.findByText('tom@trades.example')).closest('tr') as HTMLElement;
    expect(within(row).getByText('tradesperson')).toBeTruthy();
    expect(within(row).getByText('15 Oct 2026')).toBeTruthy();
    expect(within(row).getByText('Inactive')).toBeTruthy();
  });

  it('removes a subscriber after a confirmation and refreshes the count', async () => {
    let remaining = subscribers;
    const fetchMock = signInAs(admin, {
      'GET /api/admin/stats': () => Response.json({ ...stats, subscribers: remaining.length }),
      'GET /api/newsletter/subscribers': () => Response.json(remaining),
      'DELETE /api/newsletter/subscribers/1': () => {
        remaining = subscribers.slice(1);
        return Response.json({ success: true, message: 'Subscriber removed successfully' });
      },
      'DELETE /api/newsletter/subscribers/2': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Remove rosa@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove subscriber?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Subscriber removed successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove rosa@example.com' })).toBeNull(),
    );
    expect(callsTo(fetchMock, 'DELETE /api/newsletter/subscribers/1')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/stats')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Remove tom@trades.example' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove subscriber?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove subscriber')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Remove tom@trades.example' })).toBeTruthy();
  });

  it('downloads each CSV with the bearer token under the dated name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const fetchMock = signInAs(admin, {
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/newsletter/subscribers': () => Response.json(subscribers),
      'GET /api/newsletter/subscribers/csv': csvReply('newsletter-subscribers-2026-11-21.csv'),
      'GET /api/admin/tradesman-csv': csvReply('tradesman-applications-2026-11-21.csv'),
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Newsletter subscribers' }));
    expect(await screen.findByText('CSV Downloaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tradesman applications' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved).toEqual([
      'newsletter-subscribers-2026-11-21.csv',
      'tradesman-applications-2026-11-21.csv',
    ]);
    const csvCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/csv'));
    expect(new Headers(csvCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-for-7');
  });

  it('says so when a CSV cannot be downloaded', async () => {
    signInAs(admin, {
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/newsletter/subscribers': () => Response.json([]),
      'GET /api/admin/tradesman-csv': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByText('No subscribers yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tradesman applications' }));
    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByText('Failed to download CSV file.')).toBeTruthy();
  });

  it('shows contact messages and the mail outbox, with each mail readable', async () => {
    signInAs(admin, {
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/newsletter/subscribers': () => Response.json([]),
      'GET /api/contact-messages': () =>
        Response.json([
          {
            id: 4,
            name: 'Tom Reed',
            email: 'tom@example.com',
            phone: null,
            subject: 'EPC surveys',
            message: 'Do you cover Royston?',
            createdAt: '2026-11-20T09:30:00.000Z',
          },
        ]),
      'GET /api/admin/mail': () =>
        Response.json([
          {
            id: 9,
            to: 'office@greenspark.example',
            subject: 'New quote request from Nadia',
            body: 'Property: 3 bed',
            template: 'new-quote',
            status: 'queued',
            attempts: 0,
            lastError: null,
            createdAt: '2026-11-20T09:31:00.000Z',
            sentAt: null,
          },
        ]),
    });
    renderApp('/admin');
    const messages = await screen.findByRole('region', { name: 'Contact Messages' });
    expect(await within(messages).findByText('Do you cover Royston?')).toBeTruthy();
    expect(within(messages).getByRole('link', { name: 'tom@example.com' })).toBeTruthy();
    const outbox = screen.getByRole('region', { name: 'Mail Outbox' });
    expect(await within(outbox).findByText('queued')).toBeTruthy();
    expect(within(outbox).getByText('Property: 3 bed')).toBeTruthy();
  });

  it('says so when there are no contact messages', async () => {
    signInAs(admin, {
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/newsletter/subscribers': () => Response.json([]),
      'GET /api/contact-messages': () => Response.json([]),
      'GET /api/admin/mail': () => new Response('', { status: 500 }),
    });
    renderApp('/admin');
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(await screen.findByText('Failed to load the mail outbox.')).toBeTruthy();
  });
});
