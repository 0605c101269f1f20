import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

function stubFetch(reply: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tradesperson = {
  id: 7,
  name: 'Ada Green',
  email: 'ada@example.com',
  role: 'tradesperson',
  isVerified: true,
};

describe('the shell and the current user', () => {
  it('does not ask for the current user when no token is stored', async () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retrofit Smarter Greener' }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/me');
  });

  it("shows 'Connecting to the database...' while /api/auth/me is pending", async () => {
    localStorage.setItem('authToken', 'token-123');
    const fetchMock = stubFetch(() => new Promise(() => {}));
    renderApp('/');
    expect(await screen.findByText('Connecting to the database...')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('a failed /api/auth/me removes the stored token and signs the user out', async () => {
    localStorage.setItem('authToken', 'expired-token');
    stubFetch(async () => new Response('Session expired', { status: 401 }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a signed-in tradesperson gets a My Dashboard link instead of Sign In', async () => {
    localStorage.setItem('authToken', 'token-123');
    stubFetch(async () => Response.json(tradesperson));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'My Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe('token-123'));
  });
});
