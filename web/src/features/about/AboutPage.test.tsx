import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { AboutPage } from './AboutPage';

const sent = () => Response.json({ success: true, message: 'Message sent!' }, { status: 201 });

/** The sum the form asks for, read from its question the way a person would. */
function sumAsked() {
  const question = screen.getByText(/^What is \d+ \+ \d+\?/);
  const [, first, second] = /What is (\d+) \+ (\d+)/.exec(question.textContent ?? '') ?? [];
  return Number(first) + Number(second);
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillMessage(user: ReturnType<typeof renderPage>['user']) {
  await user.type(input('Name'), 'Priya Shah');
  await user.type(input('Email'), 'priya@example.com');
  await user.type(input('Message'), 'Do you cover Tring?');
}

/** A complete message as the page posted it without the app: the sum asked was 2 + 5. */
const postedMessage = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  message: 'Do you cover Tring?',
  first: '2',
  second: '5',
  answer: '7',
};

describe('the About page contact form', () => {
  it('states the claimed figures, each a term and its value', () => {
    stubApi({});
    renderPage(<AboutPage />);
    const figureFor = (term: string) => {
      const termElement = screen.getByText(term);
      expect(termElement.tagName).toBe('DT');
      return termElement.nextElementSibling;
    };
    expect(figureFor('verified tradesmen')?.textContent).toBe('120');
    expect(figureFor('projects')?.textContent).toBe('100+');
  });

  it('refuses a wrong sum without sending', async () => {
    const fetchMock = stubApi({ 'POST /api/contact-messages': sent });
    const { user } = renderPage(<AboutPage />);
    await fillMessage(user);
    await user.type(input(/^What is/), String(sumAsked() + 1));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      screen.getByText('Verification failed: Please answer the math question correctly.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/contact-messages')).toHaveLength(0);
  });

  it('counts the message against its minimum and sends with an empty honeypot', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const fetchMock = stubApi({ 'POST /api/contact-messages': sent });
    const { user } = renderPage(<AboutPage />);
    expect(screen.getByText('What is 3 + 3?')).toBeTruthy();
    expect(screen.getByText('0 / 10 characters minimum')).toBeTruthy();
    await fillMessage(user);
    expect(screen.getByText('19 / 10 characters minimum')).toBeTruthy();
    const honeypot = input('Website');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    await user.type(input(/^What is/), String(sumAsked()));
    random.mockReturnValue(0.85);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/contact-messages')).toEqual([
      {
        name: 'Priya Shah',
        email: 'priya@example.com',
        phone: '',
        subject: '',
        message: 'Do you cover Tring?',
        website: '',
      },
    ]);
    await waitFor(() => expect(input('Name').value).toBe(''));
    expect(input('Message').value).toBe('');
    expect(input('What is 9 + 9?').value).toBe('');
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    stubApi({
      'POST /api/contact-messages': () =>
        Response.json({ error: 'Message must be at least 10 characters' }, { status: 400 }),
    });
    const { user } = renderPage(<AboutPage />);
    await user.type(input('Name'), 'Priya');
    await user.type(input('Email'), 'priya@example.com');
    await user.type(input('Message'), 'Hi');
    await user.type(input(/^What is/), String(sumAsked()));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Message not sent')).toBeTruthy();
    expect(input('Message').value).toBe('Hi');
  });

  it('falls back to its own words when the server gives no reason', async () => {
    stubApi({ 'POST /api/contact-messages': () => new Response('', { status: 502 }) });
    const { user } = renderPage(<AboutPage />);
    await fillMessage(user);
    await user.type(input(/^What is/), String(sumAsked()));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
  });

  it('posts as plain HTML to its own section of /about until the app takes it over', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    renderPage(<AboutPage />, { path: '/about' });
    const form = screen.getByRole('form', { name: 'Contact us' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/about#contact');
    expect(document.getElementById('contact')?.contains(form)).toBe(true);
    // The sum travels with it, for the server to check the answer.
    const sent = new FormData(form);
    expect([sent.get('first'), sent.get('second')]).toEqual(['3', '3']);
  });

  it('arrives sent, when posted without the app', () => {
    renderPage(<AboutPage />, {
      path: '/about',
      posted: { values: {}, sent: true },
    });
    expect(screen.getByRole('status').textContent).toContain('Message sent!');
    expect(screen.queryByRole('form', { name: 'Contact us' })).toBeNull();
  });

  it('arrives with what was typed, its messages and the same sum, when refused', () => {
    renderPage(<AboutPage />, {
      path: '/about',
      posted: {
        values: {
          name: '',
          email: 'priya@example.com',
          message: 'Hi',
          first: '2',
          second: '5',
          answer: '8',
        },
        sent: false,
      },
    });
    expect(screen.getByText('What is 2 + 5?')).toBeTruthy();
    expect(input('Email').value).toBe('priya@example.com');
    expect(input(/^What is/).value).toBe('8');
    for (const message of [
      'Name is required',
      'Message must be at least 10 characters',
      'Verification failed: Please answer the math question correctly.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('says why a complete message was refused, keeping it', () => {
    renderPage(<AboutPage />, {
      path: '/about',
      posted: {
        values: postedMessage,
        sent: false,
        refusal: 'Too many messages from this connection. Please try again in an hour.',
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Message not sent');
    expect(alert.textContent).toContain('Please try again in an hour.');
    expect(input('Name').value).toBe('Priya Shah');
    expect(screen.queryByText(/Verification failed/)).toBeNull();
  });

  it('sends through the app once awake, then clears, not back to what the page arrived with', async () => {
    const fetchMock = stubApi({ 'POST /api/contact-messages': sent });
    const { user } = renderPage(<AboutPage />, {
      path: '/about',
      posted: { values: { ...postedMessage, answer: '8' }, sent: false },
    });
    await user.clear(input(/^What is/));
    await user.type(input(/^What is/), '7');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/contact-messages')).toHaveLength(1));
    await waitFor(() => expect(input('Name').value).toBe(''));
    expect(input('Message').value).toBe('');
  });
});
