import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { needsAppAttribute } from '#schema/page-waking';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { BookVisitSection, bookVisitTexts } from './BookVisitSection';

const slotsRoute = 'GET /api/tradesmen/12/slots';
const bookRoute = 'POST /api/tradesmen/12/bookings';
const slotsOf = api.tradesmen[':id'].slots.$get;

// Either side of the clocks going back on 25 October 2026: 09:00 BST, then 09:00 GMT.
const slots = {
  slotMinutes: 60,
  from: '2026-10-24',
  slots: [
    { start: '2026-10-24T09:00:00+01:00' },
    { start: '2026-10-24T10:00:00+01:00' },
    { start: '2026-10-26T09:00:00+00:00' },
  ],
};

const section = () => (
  <BookVisitSection listingId={12} listingName="Sunrise Solar" headingAs="h2" />
);

describe('booking a survey visit from a profile', () => {
  it('shows London wall times across a clock change and books by keyboard alone', async () => {
    const fetchMock = stubApi({
      [slotsRoute]: answer(slotsOf, slots),
      [bookRoute]: answer(
        api.tradesmen[':id'].bookings.$post,
        { id: 5, status: 'pending', start: '2026-10-26T09:00:00+00:00', holdUntil: null },
        { status: 201 },
      ),
    });
    const { user } = renderPage(section());
    expect(await screen.findByRole('heading', { name: bookVisitTexts.title })).toBeTruthy();
    const saturday = screen.getByRole('button', { name: 'Sat 24 Oct 2 times' });
    expect(saturday.getAttribute('aria-pressed')).toBe('true');
    // Buttons only the app answers: the part says so, and a page with it fetches the app ahead.
    expect(saturday.closest(`[${needsAppAttribute}]`)).not.toBeNull();
    expect(screen.getByRole('button', { name: '09:00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '10:00' })).toBeTruthy();

    // Keyboard: Tab to Monday, Enter; Tab to its 09:00, Space.
    const monday = screen.getByRole('button', { name: 'Mon 26 Oct 1 time' });
    monday.focus();
    await user.keyboard('{Enter}');
    expect(monday.getAttribute('aria-pressed')).toBe('true');
    const nine = screen.getByRole('button', { name: '09:00' });
    nine.focus();
    await user.keyboard(' ');
    expect(nine.getAttribute('aria-pressed')).toBe('true');

    const form = within(
      await screen.findByRole('form', { name: 'Your details for Monday 26 October at 09:00' }),
    );
    await user.click(form.getByRole('button', { name: bookVisitTexts.submit }));
    expect(await form.findByText('Full name is required')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Nadia Hussain');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'nadia@example.com');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '07700 900321');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, bookRoute)).toEqual([
        {
          start: '2026-10-26T09:00:00+00:00',
          name: 'Nadia Hussain',
          email: 'nadia@example.com',
          phone: '07700 900321',
          note: '',
        },
      ]),
    );
    expect(await screen.findByText(bookVisitTexts.heldTitle)).toBeTruthy();
  });

  it('keeps the form and says so when someone else took the time first', async () => {
    const fetchMock = stubApi({
      [slotsRoute]: answer(slotsOf, slots),
      [bookRoute]: () =>
        Response.json(
          { error: 'Sorry, this time has just been booked. Please choose another.' },
          { status: 409 },
        ),
    });
    const { user } = renderPage(section());
    await user.click(await screen.findByRole('button', { name: '10:00' }));
    const form = within(await screen.findByRole('form'));
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Sam Okafor');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '07700 900111');
    await user.click(form.getByRole('button', { name: bookVisitTexts.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, this time has just been booked. Please choose another.',
    );
    // The free times are read again.
    await waitFor(() => expect(callsTo(fetchMock, slotsRoute).length).toBe(2));
  });

  it('shows nothing for a listing that takes no bookings', async () => {
    const fetchMock = stubApi({
      [slotsRoute]: () =>
        Response.json({ error: 'This business does not take bookings online.' }, { status: 403 }),
    });
    const { container } = renderPage(section());
    await waitFor(() => expect(callsTo(fetchMock, slotsRoute).length).toBe(1));
    expect(screen.queryByRole('heading', { name: bookVisitTexts.title })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
