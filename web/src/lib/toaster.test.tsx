import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { setNarrowViewport } from '../../test/viewport';
import { showToast } from './toaster';
import { toaster } from './toastStore';

describe('toasts', () => {
  it('the first toast brings the toaster and shows, and a new one takes its place', async () => {
    renderPage(<p>page</p>);
    // Not inside act(): a toast waits for the toaster, which must render meanwhile.
    void showToast({ title: 'Message sent!' });
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    void showToast({ title: 'Logged Out', description: 'You have been successfully logged out' });
    expect(await screen.findByText('Logged Out')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Message sent!')).toBeNull());
  });

  it('toasts last 5000 ms by default', async () => {
    renderPage(<p>page</p>);
    const id = await showToast({ title: 'Profile Updated' });
    expect(toaster.getVisibleToasts().find((toast) => toast.id === id)?.duration).toBe(5000);
  });

  it('shows toasts at the top on a phone, clear of the call to action at the bottom', async () => {
    setNarrowViewport();
    renderPage(<p>page</p>);
    void showToast({ title: 'Message sent!' });
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    await waitFor(() => expect(toaster.attrs.placement).toBe('top'));
    expect(screen.getByRole('region', { name: /^Notifications, top\b/ })).toBeTruthy();
  });

  it('shows toasts at the bottom right on a wide screen', async () => {
    renderPage(<p>page</p>);
    void showToast({ title: 'Message sent!' });
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    await waitFor(() => expect(toaster.attrs.placement).toBe('bottom-end'));
    expect(screen.getByRole('region', { name: /^Notifications, bottom-end\b/ })).toBeTruthy();
  });
});
