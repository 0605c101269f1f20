import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { AvailabilityEditor, availabilityTexts } from './AvailabilityEditor';

const route = 'PUT /api/tradesman/availability';

describe('the availability editor', () => {
  it('refuses overlapping hours on the form, then publishes the hours, length and days off', async () => {
    const saved = {
      weekly: [{ day: 1, from: '09:00', to: '12:00' }],
      slotMinutes: 60 as const,
      blackout: [],
    };
    const fetchMock = stubApi({
      [route]: answer(api.tradesman.availability.$put, {
        availability: { ...saved, blackout: ['2026-12-24'] },
      }),
    });
    const onSaved = vi.fn();
    const { user } = renderPage(<AvailabilityEditor saved={saved} onSaved={onSaved} />);
    const form = within(screen.getByRole('form', { name: availabilityTexts.title }));
    await user.click(form.getByRole('button', { name: availabilityTexts.addHours }));
    const second = within(form.getByRole('group', { name: 'Opening hours 2' }));
    await user.selectOptions(
      second.getByRole('combobox', { name: 'Opening hours 2: day' }),
      'Monday',
    );
    await user.click(form.getByRole('button', { name: availabilityTexts.save }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Opening hours on the same day must not overlap',
    );
    expect(callsTo(fetchMock, route)).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Remove opening hours 2' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Visit length' }), '90');
    await user.type(form.getByLabelText(availabilityTexts.blackoutTitle), '2026-12-24');
    await user.click(form.getByRole('button', { name: availabilityTexts.addBlackout }));
    expect(form.getByRole('button', { name: 'Remove 24 Dec 2026' })).toBeTruthy();
    await user.click(form.getByRole('button', { name: availabilityTexts.save }));
    await waitFor(() =>
      expect(callsTo(fetchMock, route)).toEqual([
        { weekly: saved.weekly, slotMinutes: 90, blackout: ['2026-12-24'] },
      ]),
    );
    expect(onSaved).toHaveBeenCalledOnce();
  });
});
