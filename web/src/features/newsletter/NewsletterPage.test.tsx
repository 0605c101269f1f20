import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { NewsletterPage, wayBack } from './NewsletterPage';

const openNewsletter = (posted?: Parameters<typeof wayBack>[0]) =>
  renderPage(<NewsletterPage />, { path: '/newsletter', posted });

describe('the newsletter page', () => {
  it('is the form alone when opened, sending as plain HTML until the app takes it over', () => {
    openNewsletter();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Get retrofit tips in your inbox' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the subscription went and leads back to the page it was sent from', () => {
    openNewsletter({
      values: { email: 'reader@example.com', userType: 'homeowner', from: '/about' },
      sent: true,
    });
    expect(screen.getByRole('status').textContent).toContain('Successfully Subscribed!');
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe(
      '/about',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps what was sent and says what is missing, then sends it through the app', async () => {
    const fetchMock = stubApi({
      'POST /api/newsletter/subscribe': () => Response.json({ id: 1 }, { status: 201 }),
    });
    const { user } = openNewsletter({
      values: { email: 'reader@example.com', userType: '', from: '/' },
      sent: false,
    });
    expect(screen.getByRole('alert').textContent).toContain('Missing Information');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'reader@example.com',
    );
    await user.click(screen.getByText("I'm a homeowner"));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully Subscribed!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/newsletter/subscribe')).toEqual([
      { email: 'reader@example.com', userType: 'homeowner' },
    ]);
    // Cleared for another address, not back to the one the page arrived with.
    await waitFor(() =>
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(''),
    );
  });

  it('says why valid fields were refused, with the choice kept', () => {
    openNewsletter({
      values: { email: 'reader@example.com', userType: 'tradesperson', from: '/' },
      sent: false,
      refusal: 'This email is already subscribed to our newsletter.',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Subscription Failed');
    expect(alert.textContent).toContain('This email is already subscribed to our newsletter.');
    expect(
      (screen.getByRole('radio', { name: "I'm a tradesperson" }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('the way back after subscribing', () => {
  const from = (path: string) => wayBack({ values: { from: path }, sent: true });

  it('is a page of this site', () => {
    expect(from('/education?category=Heat%20Pumps')).toBe('/education?category=Heat%20Pumps');
  });

  it('is never another site, nor the newsletter page itself', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/newsletter',
    ]) {
      expect(from(path)).toBeUndefined();
    }
  });
});
