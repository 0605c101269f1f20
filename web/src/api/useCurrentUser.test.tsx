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
});
