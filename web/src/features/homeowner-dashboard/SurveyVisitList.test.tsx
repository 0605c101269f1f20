import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { SurveyVisitList } from './SurveyVisitList';
import type { SurveyVisit } from './useSurveyVisits';

const booked: SurveyVisit = {
  id: 55,
  // 08:00 UTC is 09:00 in London in July: the visit shows London's clock whatever the browser's.
  start: '2026-07-01T09:00:00+01:00',
  end: '2026-07-01T10:00:00+01:00',
  status: 'confirmed',
  tradesman: { id: 12, name: 'GreenSpark Energy' },
};
const held: SurveyVisit = {
  ...booked,
  id: 56,
  start: '2026-12-02T14:30:00+00:00',
  end: '2026-12-02T15:30:00+00:00',
  status: 'pending',
  tradesman: { id: 14, name: 'Loft Masters' },
};

describe("the homeowner's survey visits", () => {
  it('lists each upcoming visit with its business and London time', async () => {
    stubApi({ 'GET /api/bookings': answer(api.bookings.$get, { bookings: [booked, held] }) });
    renderPage(<SurveyVisitList />);
    const first = within(
      await screen.findByRole('listitem', { name: 'Survey visit with GreenSpark Energy' }),
    );
    expect(first.getByText('Wednesday 1 July at 09:00–10:00')).toBeTruthy();
    expect(first.getByRole('link', { name: 'GreenSpark Energy' }).getAttribute('href')).toBe(
      '/tradesman/12',
    );
    const second = within(screen.getByRole('listitem', { name: 'Survey visit with Loft Masters' }));
    expect(second.getByText('Wednesday 2 December at 14:30–15:30')).toBeTruthy();
    expect(second.getByText('Awaiting e-mail confirmation')).toBeTruthy();
  });

  it('cancels a visit after asking, and the list follows', async () => {
    let visits = [booked, held];
    const fetchMock = stubApi({
      'GET /api/bookings': () => Response.json({ bookings: visits }),
      'DELETE /api/bookings/55?token=': () => {
        visits = [held];
        return Response.json({ success: true });
      },
    });
    const { user } = renderPage(<SurveyVisitList />);
    const card = within(
      await screen.findByRole('listitem', { name: 'Survey visit with GreenSpark Energy' }),
    );
    await user.click(card.getByRole('button', { name: 'Cancel visit' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this visit?' }));
    expect(
      dialog.getByText(/Your visit from GreenSpark Energy on Wednesday 1 July at 09:00 will be/),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel visit' }));
    expect(await screen.findByText('Visit cancelled')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/bookings/55?token=')).toHaveLength(1);
    expect(
      screen.queryByRole('listitem', { name: 'Survey visit with GreenSpark Energy' }),
    ).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Survey visit with Loft Masters' })).toBeTruthy();
  });
});
