import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ApiError } from './http';
import { useSignOutOn401 } from './useSignOutOn401';

function FailingPage({ error }: { error: unknown }) {
  const signOutOn401 = useSignOutOn401();
  return (
    <button type="button" onClick={() => signOutOn401(error)}>
      Load profile
    </button>
  );
}

function storeSignIn() {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('tradesmanAccount', '{"id":3}');
  localStorage.setItem('tradesmanProfile', '{"id":9}');
  localStorage.setItem('theme', 'dark');
}

describe('useSignOutOn401', () => {
  it('a 401 forgets the stored sign-in and goes to /auth', async () => {
    storeSignIn();
    const { router, user } = renderPage(
      <FailingPage error={new ApiError(401, 'Unauthorized', '{"error":"Session expired"}')} />,
      { path: '/dashboard' },
    );
    await user.click(screen.getByRole('button', { name: 'Load profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('tradesmanAccount')).toBeNull();
    expect(localStorage.getItem('tradesmanProfile')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('leaves other failures to the page', async () => {
    storeSignIn();
    const { router, user } = renderPage(
      <FailingPage error={new ApiError(500, 'Server Error', '')} />,
      { path: '/dashboard' },
    );
    await user.click(screen.getByRole('button', { name: 'Load profile' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('authToken')).toBe('token-123');
  });
});
