import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, makeUser, signInAs } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { ManageUsersPage } from './ManageUsersPage';
import type { ManagedUser } from './useUsers';

const me = makeUser({ id: 1, role: 'admin', name: 'Alex Admin', email: 'alex@example.com' });

function managed(overrides: Partial<ManagedUser>): ManagedUser {
  return {
    id: 2,
    name: 'Rosa Resident',
    email: 'rosa@example.com',
    role: 'resident',
    username: null,
    isTradesman: false,
    isVerified: false,
    isActive: true,
    isTemporaryPassword: false,
    lastLogin: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const alex = managed({ id: 1, name: 'Alex Admin', email: 'alex@example.com', role: 'admin' });
const rosa = managed({});
const tom = managed({
  id: 3,
  name: 'Tom Trades',
  email: 'tom@example.com',
  role: 'tradesperson',
  isTradesman: true,
});
const page1 = '/api/users?q=&role=all&page=1&pageSize=25';

describe('/admin/users', () => {
  it('lists a page of users; the own row cannot be deleted or re-roled', async () => {
    signInAs(me, {
      [`GET ${page1}`]: answer(api.users.$get, [alex, rosa, tom], {
        headers: { 'X-Total-Count': '60' },
      }),
      'GET /api/users?q=&role=all&page=2&pageSize=25': answer(api.users.$get, [], {
        headers: { 'X-Total-Count': '60' },
      }),
    });
    const { user, router } = renderPage(<ManageUsersPage />, { path: '/admin/users' });
    const own = (await screen.findByText('alex@example.com')).closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect((within(own).getByLabelText('Role of Alex Admin') as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Delete Rosa Resident' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ }).getAttribute('href')).toBe(
      '/admin',
    );

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('puts the settled search in the URL and asks the server for it', async () => {
    const fetchMock = signInAs(me, {
      [`GET ${page1}`]: answer(api.users.$get, [alex, rosa]),
      'GET /api/users?q=rosa&role=all&page=1&pageSize=25': answer(api.users.$get, [rosa]),
    });
    const { user, router } = renderPage(<ManageUsersPage />, { path: '/admin/users' });
    await screen.findByText('alex@example.com');
    await user.type(screen.getByLabelText('Search users by name or email'), 'rosa');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rosa'));
    await waitFor(() => expect(screen.queryByText('alex@example.com')).toBeNull());
    expect(callsTo(fetchMock, 'GET /api/users?q=rosa&role=all&page=1&pageSize=25')).toHaveLength(1);
  });

  it('creates a user once the passwords match, without sending the confirmation', async () => {
    const fetchMock = signInAs(me, {
      [`GET ${page1}`]: answer(api.users.$get, [alex]),
      'POST /api/admin/users': () => Response.json(rosa, { status: 201 }),
    });
    const { user } = renderPage(<ManageUsersPage />, { path: '/admin/users' });
    await screen.findByText('alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Name/), 'Rosa Resident');
    await user.type(dialog.getByLabelText(/^Email/), 'rosa@example.com');
    await user.type(dialog.getByLabelText(/^Password/), 'heatpump2');
    await user.type(dialog.getByLabelText(/^Confirm Password/), 'heatpump3');
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/users')).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^Confirm Password/));
    await user.type(dialog.getByLabelText(/^Confirm Password/), 'heatpump2');
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/users')).toEqual([
      {
        name: 'Rosa Resident',
        email: 'rosa@example.com',
        role: 'resident',
        isTradesman: false,
        isVerified: false,
        isActive: true,
        password: 'heatpump2',
      },
    ]);
  });

  it("deletes after asking and shows the server's refusals as 'Error'", async () => {
    const fetchMock = signInAs(me, {
      [`GET ${page1}`]: answer(api.users.$get, [alex, tom]),
      'DELETE /api/admin/users/3': answer(api.admin.users[':id'].$delete, {
        message: 'User deleted successfully',
        listingsDeleted: 1,
        quoteRequestsKept: 2,
        filesDeleted: 1,
        summary: 'Their listing was removed. 2 quote request(s) stay.',
      }),
      'PUT /api/admin/users/3/role': () =>
        Response.json({ error: 'The last active admin cannot be removed.' }, { status: 409 }),
    });
    const { user } = renderPage(<ManageUsersPage />, { path: '/admin/users' });
    await user.selectOptions(await screen.findByLabelText('Role of Tom Trades'), 'admin');
    expect(await screen.findByText('The last active admin cannot be removed.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Tom Trades' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete user?' }));
    expect(dialog.getByText(/Are you sure you want to delete this user\?/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/User deleted successfully\. Their listing was removed/),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/3')).toHaveLength(1);
  });

  it('offers a retry when the list cannot be read', async () => {
    signInAs(me, { [`GET ${page1}`]: () => new Response('', { status: 500 }) });
    renderPage(<ManageUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Could not load the users.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
