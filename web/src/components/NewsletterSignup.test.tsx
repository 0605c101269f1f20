import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../test/api';
import { renderPage } from '../../test/render';
import { NewsletterSignup } from './NewsletterSignup';

const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;

describe('the footer newsletter signup', () => {
  it('asks for both the email and the reader type before sending', async () => {
    const fetchMock = stubApi({});
    const { user } = renderPage(<NewsletterSignup />);
    await user.type(emailField(), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(
      screen.getByText(
        "Please enter your email and select whether you're a homeowner or tradesperson.",
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/newsletter/subscribe')).toHaveLength(0);
  });

  it('subscribes, thanks the reader and clears the form', async () => {
    const fetchMock = stubApi({
      'POST /api/newsletter/subscribe': () => Response.json({ id: 1 }, { status: 201 }),
    });
    const { user } = renderPage(<NewsletterSignup />);
    await user.type(emailField(), 'Sam@Example.com');
    await user.click(screen.getByText("I'm a tradesperson"));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Successfully Subscribed!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/newsletter/subscribe')).toEqual([
      { email: 'sam@example.com', userType: 'tradesperson' },
    ]);
    await waitFor(() => expect(emailField().value).toBe(''));
  });

  it('says an address is already subscribed on a 409, and to try later otherwise', async () => {
    let status = 409;
    stubApi({
      'POST /api/newsletter/subscribe': () => Response.json({ error: 'Already' }, { status }),
    });
    const { user } = renderPage(<NewsletterSignup />);
    await user.type(emailField(), 'sam@example.com');
    await user.click(screen.getByText("I'm a homeowner"));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeTruthy();
    expect(screen.getByText('This email is already subscribed to our newsletter.')).toBeTruthy();

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please try again later.')).toBeTruthy();
    expect(emailField().value).toBe('sam@example.com');
  });

  it('posts as plain HTML to /newsletter before the app, saying which page it was on', () => {
    renderPage(<NewsletterSignup />, { path: '/education?category=Solar%20Energy' });
    const form = screen.getByRole('form', { name: 'Get retrofit tips in your inbox' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter');
    const sent = new FormData(form as HTMLFormElement);
    expect(sent.get('from')).toBe('/education?category=Solar%20Energy');
    expect(sent.has('email')).toBe(true);
    expect(form.querySelectorAll('input[type="radio"][name="userType"]')).toHaveLength(2);
  });
});
