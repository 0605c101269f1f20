import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { BookVisitSection, bookVisitTexts } from './BookVisitSection';

const slotsRoute = 'GET /api/tradesmen/12/slots';
const bookRoute = 'POST /api/tradesmen/12/bookings';
const slotsOf = api.tradesmen[':id'].slots.$get;
const bookingTaken = 'Sorry, this time has just been booked. Please choose another.';

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

/** The fortnights the section read, by the address of each read. */
const slotReads = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/tradesmen/12/slots'));

/** The section on the profile page at `path`, whose address it reads. */
const onPage = (path: string) => {
  const search = new URL(path, 'https://example.test').searchParams;
  return (
    <BookVisitSection listingId={12} listingName="Sunrise Solar" headingAs="h2" address={search} />
  );
};

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

  it('on a profile page, makes each fortnight, day and time a link to the page with it chosen, which the app answers in place', async () => {
    const fetchMock = stubApi({
      [slotsRoute]: answer(slotsOf, slots),
      [`${slotsRoute}?from=2026-11-07`]: answer(slotsOf, { ...slots, from: '2026-11-07' }),
    });
    const path = '/listing/12?reviews=2';
    const { user, router } = renderPage(onPage(path), { path });
    const saturday = await screen.findByRole('link', { name: 'Sat 24 Oct 2 times' });
    expect(saturday.getAttribute('aria-current')).toBe('true');
    expect(saturday.getAttribute('href')).toBe('?reviews=2&day=2026-10-24#book');
    const monday = screen.getByRole('link', { name: 'Mon 26 Oct 1 time' });
    expect(monday.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '10:00' }).getAttribute('href')).toBe(
      `?reviews=2&day=2026-10-24&start=${encodeURIComponent('2026-10-24T10:00:00+01:00')}#book`,
    );
    expect(screen.getByRole('link', { name: bookVisitTexts.later }).getAttribute('href')).toBe(
      '?reviews=2&from=2026-11-07#book',
    );
    expect(screen.getByRole('heading', { name: bookVisitTexts.title }).closest('section')?.id).toBe(
      'book',
    );
    // A level below the section's h2, so a screen reader's outline skips none.
    expect(screen.getByRole('heading', { name: /^Times on/ }).tagName).toBe('H3');

    // The app answers a press in place: no page load, the address as it was.
    await user.click(monday);
    expect(monday.getAttribute('aria-current')).toBe('true');
    await user.click(screen.getByRole('link', { name: '09:00' }));
    expect(router.state.location.search).toBe('?reviews=2');
    const form = await screen.findByRole('form', {
      name: 'Your details for Monday 26 October at 09:00',
    });
    // Sent before the app has loaded, it posts to the page with the time chosen.
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(
      `?reviews=2&day=2026-10-26&start=${encodeURIComponent('2026-10-26T09:00:00+00:00')}#book`,
    );
    expect(
      (form.querySelector('input[type="hidden"][name="start"]') as HTMLInputElement).value,
    ).toBe('2026-10-26T09:00:00+00:00');
    await user.click(screen.getByRole('link', { name: bookVisitTexts.later }));
    await waitFor(() =>
      expect(slotReads(fetchMock)).toEqual([
        '/api/tradesmen/12/slots',
        '/api/tradesmen/12/slots?from=2026-11-07',
      ]),
    );
    expect(router.state.location.search).toBe('?reviews=2');
  });

  it('opens as the address chose: its fortnight, day and time, the form ready; a time no longer free is not chosen', async () => {
    const fetchMock = stubApi({ [`${slotsRoute}?from=2026-10-24`]: answer(slotsOf, slots) });
    const chosen = encodeURIComponent('2026-10-24T10:00:00+01:00');
    const path = `/listing/12?from=2026-10-24&day=2026-10-24&start=${chosen}`;
    renderPage(onPage(path), { path });
    expect(
      await screen.findByRole('form', { name: 'Your details for Saturday 24 October at 10:00' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '10:00' }).getAttribute('aria-current')).toBe('true');
    expect(slotReads(fetchMock)).toEqual(['/api/tradesmen/12/slots?from=2026-10-24']);
    cleanup();
    stubApi({ [slotsRoute]: answer(slotsOf, slots) });

    const gone = encodeURIComponent('2026-10-24T11:00:00+01:00');
    const stale = `/listing/12?day=2026-10-26&start=${gone}`;
    renderPage(onPage(stale), { path: stale });
    const monday = await screen.findByRole('link', { name: 'Mon 26 Oct 1 time' });
    expect(monday.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the answer to its form posted without the app: held, or the details as sent with their messages', async () => {
    stubApi({ [slotsRoute]: answer(slotsOf, slots) });
    const start = '2026-10-26T09:00:00+00:00';
    const path = `/listing/12?day=2026-10-26&start=${encodeURIComponent(start)}`;
    const details = {
      start,
      name: 'Nadia Hussain',
      email: 'nadia@example.com',
      phone: '',
      note: '',
    };
    renderPage(onPage(path), { path, posted: { values: details, sent: false } });
    const form = within(
      await screen.findByRole('form', { name: 'Your details for Monday 26 October at 09:00' }),
    );
    expect((form.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe(
      'Nadia Hussain',
    );
    expect(form.getByText('Phone number is required')).toBeTruthy();
    cleanup();

    renderPage(onPage(path), {
      path,
      posted: { values: details, sent: false, refusal: bookingTaken },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(bookingTaken);
    cleanup();

    renderPage(onPage(path), {
      path,
      posted: { values: { ...details, phone: '07700 900321' }, sent: true },
    });
    expect(await screen.findByText(bookVisitTexts.heldTitle)).toBeTruthy();
    expect(screen.getByText(/We hold Monday 26 October at 09:00 for you/)).toBeTruthy();
  });

  it('after a time taken meanwhile, keeps the details and sends them along with the next choice', async () => {
    const fetchMock = stubApi({ [slotsRoute]: answer(slotsOf, slots) });
    const taken = '2026-10-24T11:00:00+01:00';
    const path = `/listing/12?day=2026-10-24&start=${encodeURIComponent(taken)}`;
    const details = {
      start: taken,
      name: 'Nadia Hussain',
      email: 'nadia@example.com',
      phone: '07700 900321',
      note: '',
    };
    const { user } = renderPage(onPage(path), {
      path,
      posted: { values: details, sent: false, refusal: bookingTaken },
    });
    const kept = await screen.findByRole('form', { name: bookVisitTexts.details });
    expect(within(kept).getByText(bookVisitTexts.chooseTime)).toBeTruthy();
    expect(within(kept).queryByRole('button', { name: bookVisitTexts.submit })).toBeNull();
    // Each choice is a button of that form, posting it to the page with the choice made.
    const ten = screen.getByRole('button', { name: '10:00' }) as HTMLButtonElement;
    expect(ten.form).toBe(kept);
    expect(ten.type).toBe('submit');
    expect(ten.name).toBe('choose');
    expect(ten.value).toBe('2026-10-24T10:00:00+01:00');
    expect(ten.getAttribute('formaction')).toBe(
      `?day=2026-10-24&start=${encodeURIComponent('2026-10-24T10:00:00+01:00')}#book`,
    );
    const monday = screen.getByRole('button', { name: 'Mon 26 Oct 1 time' }) as HTMLButtonElement;
    expect([monday.form, monday.value]).toEqual([kept, '']);
    expect(
      (screen.getByRole('button', { name: bookVisitTexts.later }) as HTMLButtonElement).form,
    ).toBe(kept);
    // The awake app chooses in place, the details as they were, nothing booked.
    await user.click(ten);
    const form = await screen.findByRole('form', {
      name: 'Your details for Saturday 24 October at 10:00',
    });
    expect(
      (within(form).getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value,
    ).toBe('Nadia Hussain');
    expect(callsTo(fetchMock, bookRoute)).toHaveLength(0);
  });
});
