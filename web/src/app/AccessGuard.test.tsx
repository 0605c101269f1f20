import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs } from '../../test/api';
import { renderPage } from '../../test/render';
import { type Access, AccessGuard } from './AccessGuard';

const adminsOnly: Access = { audience: 'admin', denied: { message: 'Admins only.' } };
const guardedPage = (
  <AccessGuard access={adminsOnly}>
    <p>Secret page</p>
  </AccessGuard>
);

describe('AccessGuard', () => {
  it('shows the loader while the current user loads, never a flash of the denial', async () => {
    signInAs(makeUser({ role: 'admin' }), {
      'GET /api/auth/me': () => new Promise<Response>(() => {}),
    });
    renderPage(guardedPage);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(screen.queryByText('Secret page')).toBeNull();
  });

  it('shows the page to an allowed user and the denial to anyone else', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const { unmount } = renderPage(guardedPage);
    expect(await screen.findByText('Secret page')).toBeTruthy();
    unmount();
    signInAs(makeUser({ role: 'editor' }));
    renderPage(guardedPage);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admins only.')).toBeTruthy();
  });

  it('admits a user any one of several audiences admits', async () => {
    signInAs(makeUser({ role: 'editor' }));
    renderPage(
      <AccessGuard access={{ audience: ['tradesperson', 'staff'] }}>
        <p>Quote requests</p>
      </AccessGuard>,
    );
    expect(await screen.findByText('Quote requests')).toBeTruthy();
  });
});
