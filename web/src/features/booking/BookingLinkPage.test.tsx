import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { BookingLinkPage, bookingLinkTexts } from './BookingLinkPage';

const linkRoute = 'GET /api/bookings/link?token=abc';
const held = {
  id: 9,
  status: 'pending' as 'pending' | 'confirmed',
  start: '2026-12-02T09:00:00+00:00',
  end: '2026-12-02T10:00:00+00:00',
  name: 'Nadia Hussain',
  tradesman: { id: 12, name: 'Sunrise Solar' },
};

describe('the mailed booking link', () => {
  it('confirms a held visit only when the button is pressed, then cancels it', async () => {
    const state = { visit: held };
    const fetchMock = stubApi({
      [linkRoute]: () => Response.json(state.visit),
      'POST /api/bookings/confirm': answer(api.bookings.confirm.$post, {
        id: 9,
        status: 'confirmed',
      }),
      'DELETE /api/bookings/9?token=abc': answer(api.bookings[':id'].$delete, { success: true }),
    });
    const { user } = renderPage(<BookingLinkPage />, { path: '/booking?token=abc' });
    expect(await screen.findByText('Wednesday 2 December at 09:00–10:00')).toBeTruthy();
    expect(screen.getByText(bookingLinkTexts.held)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/bookings/confirm')).toEqual([]);

    state.visit = { ...held, status: 'confirmed' };
    await user.click(screen.getByRole('button', { name: bookingLinkTexts.confirm }));
    expect(await screen.findByText(bookingLinkTexts.confirmed)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/bookings/confirm')).toEqual([{ token: 'abc' }]);

    await user.click(screen.getByRole('button', { name: bookingLinkTexts.cancel }));
    const dialog = await screen.findByRole('alertdialog', { name: bookingLinkTexts.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: bookingLinkTexts.cancel }));
    expect(await screen.findByText(bookingLinkTexts.cancelledMessage)).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE /api/bookings/9?token=abc')).toHaveLength(1),
    );
  });

  it('says a spent or expired link is not valid', async () => {
    stubApi({
      [linkRoute]: () =>
        Response.json(
          { error: 'This booking link is not valid, or the hold has expired.' },
          { status: 410 },
        ),
    });
    renderPage(<BookingLinkPage />, { path: '/booking?token=abc' });
    expect(
      await screen.findByText('This booking link is not valid, or the hold has expired.'),
    ).toBeTruthy();
  });
});
