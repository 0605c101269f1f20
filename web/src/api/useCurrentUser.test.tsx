import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api';
import { renderApp } from '../../test/render';

describe('useCurrentUser', () => {
  it('a refused current-user call silently forgets the whole stored sign-in', async () => {
    localStorage.setItem('authToken', 'expired-token');
    localStorage.setItem('homeowner', '{"id":4}');
    localStorage.setItem('selectedPlan', 'starter');
    stubApi({
      'GET /api/auth/me': () =>
        Response.json({ error: 'Please sign in to continue.' }, { status: 401 }),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('homeowner')).toBeNull();
    expect(localStorage.getItem('selectedPlan')).toBe('starter');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['cut off with no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answered by a server fault', () => Response.json({ error: 'Busy' }, { status: 503 })],
  ])('a current-user call %s keeps the stored sign-in', async (_, reply) => {
    localStorage.setItem('authToken', 'good-token');
    stubApi({ 'GET /api/auth/me': reply });
    renderApp('/');
    // The header has no user to show for now; the next read may have one.
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('good-token');
  });
});
