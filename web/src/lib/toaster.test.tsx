import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { setNarrowViewport } from '../../test/viewport';
import { showToast } from './toaster';
import { toaster } from './toastStore';

describe('toasts', () => {
  it('a new toast takes the place of the one on screen', async () => {
    renderPage(<p>page</p>);
    await act(() => showToast({ title: 'Message sent!' }));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    await act(() =>
      showToast({ title: 'Logged Out', description: 'You have been successfully logged out' }),
    );
    expect(await screen.findByText('Logged Out')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Message sent!')).toBeNull());
  });

  it('toasts last 5000 ms by default', async () => {
    const id = await showToast({ title: 'Profile Updated' });
    expect(toaster.getVisibleToasts().find((toast) => toast.id === id)?.duration).toBe(5000);
  });

  it('shows toasts at the top on a phone, clear of the call to action at the bottom', async () => {
    setNarrowViewport();
    renderPage(<p>page</p>);
    await waitFor(() => expect(toaster.attrs.placement).toBe('top'));
    await act(() => showToast({ title: 'Message sent!' }));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Notifications, top\b/ })).toBeTruthy();
  });

  it('shows toasts at the bottom right on a wide screen', async () => {
    renderPage(<p>page</p>);
    await waitFor(() => expect(toaster.attrs.placement).toBe('bottom-end'));
  });
});
