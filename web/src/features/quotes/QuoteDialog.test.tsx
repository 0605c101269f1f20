import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/api';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { fillIn } from '../../../test/fill';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';
import { toaster } from '../../lib/toastStore';

const listing = makeTradesman({ id: 42, name: 'Hertford Heat Pumps' });

type Reply = () => Response | Promise<Response>;

/** A directory with one listing whose quote requests get `reply`; the posts are recorded. */
function serverAnswering(reply: Reply) {
  const posts: { body: unknown; headers: Headers }[] = [];
  stubDirectoryServer(() => [listing], {
    otherRoutes: (url, init) => {
      if (url.pathname === '/api/auth/me') return Response.json(makeUser({ role: 'resident' }));
      if (url.pathname !== '/api/quote-requests' || init?.method !== 'POST') return undefined;
      posts.push({ body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
      return reply();
    },
  });
  return posts;
}

const created = () =>
  Response.json(
    { id: 9, status: 'pending', createdAt: '2026-11-20T10:00:00.000Z' },
    { status: 201 },
  );

async function openQuoteDialog() {
  const view = renderApp('/directory');
  const card = await screen.findByRole('article', { name: listing.name });
  await view.user.click(within(card).getByRole('link', { name: 'Request a quote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
  return { ...view, dialog: within(dialog) };
}

type Dialog = Awaited<ReturnType<typeof openQuoteDialog>>;

async function fillProject({ user, dialog }: Dialog) {
  await user.selectOptions(dialog.getByLabelText('Property size'), '3 bed');
  await user.selectOptions(dialog.getByLabelText('Timeline'), 'Within a month');
  await fillIn(user, dialog.getByLabelText('Project description'), 'Air source heat pump');
}

async function fillContact({ user, dialog }: Dialog) {
  await fillIn(user, dialog.getByLabelText('Full name'), 'Rosa Resident');
  await fillIn(user, dialog.getByLabelText('Email'), 'Rosa@Example.com');
  await fillIn(user, dialog.getByLabelText('Phone'), '07700 900123');
  await fillIn(user, dialog.getByLabelText('Postcode (optional)'), 'SG14 1AB');
}

describe('the quote dialog', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.unstubAllEnvs();
  });

  it('continues only once the project is complete, and Back keeps what was typed', async () => {
    serverAnswering(created);
    const view = await openQuoteDialog();
    const { user, dialog } = view;
    expect(dialog.getByText('Step 1 of 2: Your project')).toBeTruthy();
    const continueButton = () => dialog.getByRole('button', { name: 'Continue' });
    expect(continueButton().hasAttribute('disabled')).toBe(true);

    await user.selectOptions(dialog.getByLabelText('Property size'), '3 bed');
    await user.selectOptions(dialog.getByLabelText('Timeline'), 'Within a month');
    await user.type(dialog.getByLabelText('Project description'), '   ');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByLabelText('Project description'), 'Loft insulation');
    expect(continueButton().hasAttribute('disabled')).toBe(false);

    await user.click(continueButton());
    expect(dialog.getByText('Step 2 of 2: Your contact details')).toBeTruthy();
    await user.type(dialog.getByLabelText('Full name'), 'Rosa');
    await user.click(dialog.getByRole('button', { name: 'Back' }));

    expect((dialog.getByLabelText('Property size') as HTMLSelectElement).value).toBe('3 bed');
    expect((dialog.getByLabelText('Timeline') as HTMLSelectElement).value).toBe('month');
    expect((dialog.getByLabelText('Project description') as HTMLTextAreaElement).value).toBe(
      '   Loft insulation',
    );
    await user.click(continueButton());
    expect((dialog.getByLabelText('Full name') as HTMLInputElement).value).toBe('Rosa');
  });

  it("shows each contact field's message and sends nothing until they are right", async () => {
    const posts = serverAnswering(created);
    const view = await openQuoteDialog();
    await fillProject(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    await view.user.type(view.dialog.getByLabelText('Email'), 'not-an-email');
    await view.user.click(view.dialog.getByRole('button', { name: 'Send Request' }));

    expect(view.dialog.getByText('Full name is required')).toBeTruthy();
    expect(view.dialog.getByText('Please enter a valid email address')).toBeTruthy();
    expect(view.dialog.getByText('Phone number is required')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('sends the request once, toasts, records a conversion, closes and starts empty', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const posts = serverAnswering(created);
    const view = await openQuoteDialog();
    await fillProject(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    await fillContact(view);
    await view.user.dblClick(view.dialog.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Quote Request Sent')).toBeTruthy();
    expect(screen.getByText(/within 24 to 48 hours/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      tradesmanId: 42,
      tradesmanName: 'Hertford Heat Pumps',
      propertySize: '3 bed',
      timeline: 'month',
      description: 'Air source heat pump',
      customerName: 'Rosa Resident',
      customerEmail: 'rosa@example.com',
      customerPhone: '07700 900123',
      customerAddress: '',
      customerPostcode: 'SG14 1AB',
    });
    expect(posts[0]?.headers.has('Authorization')).toBe(false);
    expect(gtag).toHaveBeenCalledWith('event', 'generate_lead', {
      event_category: 'conversion',
      event_label: 'Hertford Heat Pumps',
      value: undefined,
    });

    const card = screen.getByRole('article', { name: listing.name });
    await view.user.click(within(card).getByRole('link', { name: 'Request a quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
    expect((dialog.getByLabelText('Property size') as HTMLSelectElement).value).toBe('');
    expect((dialog.getByLabelText('Project description') as HTMLTextAreaElement).value).toBe('');
  });

  it("toasts the server's reason when the request is refused, keeping the form", async () => {
    serverAnswering(() =>
      Response.json({ error: 'Please describe your project' }, { status: 400 }),
    );
    const view = await openQuoteDialog();
    await fillProject(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    await fillContact(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Send Request' }));

    expect(
      await screen.findByText('Could not submit quote request: Please describe your project'),
    ).toBeTruthy();
    expect((view.dialog.getByLabelText('Full name') as HTMLInputElement).value).toBe(
      'Rosa Resident',
    );
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    serverAnswering(created);
    const view = await openQuoteDialog();
    await view.user.type(view.dialog.getByLabelText('Project description'), 'Solar panels');
    await view.user.click(view.dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = screen.getByRole('article', { name: listing.name });
    await view.user.click(within(card).getByRole('link', { name: 'Request a quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
    expect((dialog.getByLabelText('Project description') as HTMLTextAreaElement).value).toBe('');
  });

  it("fills in a signed-in homeowner's details and carries their token", async () => {
    localStorage.setItem('authToken', 'token-for-7');
    localStorage.setItem(
      'homeowner',
      JSON.stringify({ id: 7, phone: '07700 900456', address: '4 Mill Lane', postcode: 'SG5 1AB' }),
    );
    const posts = serverAnswering(created);
    const view = await openQuoteDialog();
    await fillProject(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Continue' }));
    const field = (label: string) => view.dialog.getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field('Full name').value).toBe('Ada Green'));
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Phone').value).toBe('07700 900456');
    expect(field('Postcode (optional)').value).toBe('SG5 1AB');
    await view.user.clear(field('Phone'));
    await view.user.type(field('Phone'), '07700 900999');
    await view.user.click(view.dialog.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Quote Request Sent');
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer token-for-7');
    expect(posts[0]?.body).toMatchObject({
      customerName: 'Ada Green',
      customerEmail: 'ada@example.com',
      customerPhone: '07700 900999',
      customerAddress: '4 Mill Lane',
      customerPostcode: 'SG5 1AB',
    });
  });
});
