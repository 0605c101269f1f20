import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { hasRole } from '../../lib/signIn';
import { RequireAccess } from './RequireAccess';

const guardedPage = (
  <RequireAccess allows={hasRole('admin')} denied={<p>Access Denied</p>}>
    <p>Secret page</p>
  </RequireAccess>
);

describe('RequireAccess', () => {
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
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });
});
