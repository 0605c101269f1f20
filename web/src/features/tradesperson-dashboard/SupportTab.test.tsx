import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '#schema/rules';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { supportTexts } from './premiumTexts';
import { SupportTab } from './SupportTab';

const sent = {
  id: 4,
  subject: 'Invoice question',
  message: 'Where is my March invoice?',
  premium: true,
  status: 'open' as const,
  replyBy: '2026-11-30T14:00:00.000Z',
  overdue: false,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-27T14:00:00.000Z',
};

describe('the Support tab', () => {
  it('points a trade below Premium to the contact form and to Premium', () => {
    stubApi({});
    renderPage(<SupportTab plan="professional" hasListing />);
    expect(screen.getByText(supportTexts.upsellTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: supportTexts.contact }).getAttribute('href')).toBe(
      '/about',
    );
    expect(screen.getByRole('link', { name: supportTexts.upgrade }).getAttribute('href')).toBe(
      '/upgrade-payment?plan=premium',
    );
  });

  it('checks the form with the shared rule, sends it and lists the request with its reply time', async () => {
    const state = { requests: [] as (typeof sent)[] };
    const fetchMock = stubApi({
      'GET /api/tradesman/support': () => Response.json({ requests: state.requests }),
      'POST /api/tradesman/support': () => {
        state.requests = [sent];
        return Response.json({ request: sent }, { status: 201 });
      },
    });
    const { user } = renderPage(<SupportTab plan="premium" hasListing />);
    expect(await screen.findByText(supportTexts.none)).toBeTruthy();
    const form = within(screen.getByRole('form', { name: supportTexts.formHeading }));
    await user.click(form.getByRole('button', { name: supportTexts.send }));
    expect(await form.findByText(supportMessages.subject)).toBeTruthy();
    expect(form.getByText(supportMessages.message)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/support')).toEqual([]);

    await user.type(form.getByLabelText(/Subject/), 'Invoice question');
    await user.type(form.getByLabelText(/How can we help/), 'Where is my March invoice?');
    await user.click(form.getByRole('button', { name: supportTexts.send }));
    expect(await screen.findByText('We will reply by Mon 30 Nov, 14:00.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/support')).toEqual([
      { subject: 'Invoice question', message: 'Where is my March invoice?' },
    ]);
    const history = within(screen.getByRole('region', { name: supportTexts.historyHeading }));
    expect(await history.findByText('Invoice question')).toBeTruthy();
    expect(history.getByText('Reply by Mon 30 Nov, 14:00')).toBeTruthy();
  });

  it("keeps the form and shows the server's refusal", async () => {
    stubApi({
      'GET /api/tradesman/support': answer(api.tradesman.support.$get, { requests: [] }),
      'POST /api/tradesman/support': () =>
        Response.json({ error: supportMessages.premiumOnly }, { status: 403 }),
    });
    const { user } = renderPage(<SupportTab plan="premium" hasListing />);
    const form = within(await screen.findByRole('form', { name: supportTexts.formHeading }));
    await user.type(form.getByLabelText(/Subject/), 'Help');
    await user.type(form.getByLabelText(/How can we help/), 'Something is not right here');
    await user.click(form.getByRole('button', { name: supportTexts.send }));
    expect(await screen.findByText(supportMessages.premiumOnly)).toBeTruthy();
    expect((form.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Help');
  });
});
