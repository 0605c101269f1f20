import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '#schema/rules';
import { callsTo, stubApi } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { SupportQueuePage } from './SupportQueuePage';
import { supportQueueTexts } from './supportQueueTexts';

const request = (overrides: Record<string, unknown>) => ({
  id: 1,
  subject: 'Invoice question',
  message: 'Where is my March invoice?',
  premium: true,
  status: 'open',
  replyBy: '2026-11-30T14:00:00.000Z',
  overdue: false,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-27T14:00:00.000Z',
  tradesman: { id: 12, name: 'Greenspark Solar' },
  from: 'owner@greenspark.example',
  ...overrides,
});

describe('the admin support queue', () => {
  it('marks Premium and overdue requests, and replies to one with the shared rule', async () => {
    const state = {
      open: [
        request({ id: 1, subject: 'Late one', overdue: true }),
        request({ id: 2, subject: 'On time' }),
      ],
    };
    const fetchMock = stubApi({
      'GET /api/admin/support-requests?status=open': () => Response.json({ requests: state.open }),
      'POST /api/admin/support-requests/2/reply': () => {
        state.open = state.open.filter((item) => item.id !== 2);
        return Response.json({
          request: request({ id: 2, status: 'closed', reply: 'Done' }),
          message: 'Reply sent and request closed',
        });
      },
    });
    const { user } = renderPage(<SupportQueuePage />);
    const late = within(await screen.findByRole('listitem', { name: /Late one/ }));
    expect(late.getByText(supportQueueTexts.overdue)).toBeTruthy();
    expect(late.getByText(supportQueueTexts.premium)).toBeTruthy();
    expect(late.getByText('Reply by Mon 30 Nov, 14:00')).toBeTruthy();
    const onTime = within(screen.getByRole('listitem', { name: /On time/ }));
    expect(onTime.queryByText(supportQueueTexts.overdue)).toBeNull();

    const form = within(onTime.getByRole('form', { name: 'Reply to “On time”' }));
    await user.click(form.getByRole('button', { name: supportQueueTexts.send }));
    expect(await form.findByText(supportMessages.reply)).toBeTruthy();
    await user.type(form.getByRole('textbox'), 'Billing tab, Receipt');
    await user.click(form.getByRole('button', { name: supportQueueTexts.send }));
    expect(await screen.findByText('Reply sent and request closed')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/support-requests/2/reply')).toEqual([
      { message: 'Billing tab, Receipt' },
    ]);
    await expect.poll(() => screen.queryByRole('listitem', { name: /On time/ })).toBeNull();
  });

  it('says when nothing is waiting', async () => {
    stubApi({
      'GET /api/admin/support-requests?status=open': () => Response.json({ requests: [] }),
    });
    renderPage(<SupportQueuePage />);
    expect(await screen.findByText(supportQueueTexts.emptyOpen)).toBeTruthy();
  });
});
