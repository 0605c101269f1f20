import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, signInAs } from '../../../test/api';
import { fillIn } from '../../../test/fill';
import { makeAccount, makeProfile, makeTradesmanQuote } from '../../../test/makeDashboardData';
import { renderApp } from '../../../test/render';
import type { OwnListingProfile, TradesmanAccount } from '../../entities/account/tradesmanAccount';

const tradesperson = makeUser({
  id: 21,
  role: 'tradesperson',
  name: 'Sam Spark',
  email: 'sam@greenspark.example',
  isTradesman: true,
});

type Replies = Parameters<typeof signInAs>[1];

/** Signs in as the tradesperson, whose profile call answers with this account and profile. */
function openDashboard(
  account: TradesmanAccount = makeAccount(),
  profile: OwnListingProfile | null = makeProfile(),
  replies: Replies = {},
) {
  const fetchMock = signInAs(tradesperson, {
    'GET /api/tradesman/profile': () => Response.json({ account, profile }),
    ...replies,
  });
  return { fetchMock, ...renderApp('/dashboard') };
}

async function openTab(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return within(screen.getByRole('tabpanel', { name }));
}

async function fillPasswordForm(
  user: ReturnType<typeof renderApp>['user'],
  values: { current: string; next: string; confirm: string },
) {
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await fillIn(user, form.getByLabelText('Current Password'), values.current);
  await fillIn(user, form.getByLabelText('New Password'), values.next);
  await fillIn(user, form.getByLabelText('Confirm New Password'), values.confirm);
  await user.click(form.getByRole('button', { name: 'Update Password' }));
}

describe('the tradesperson dashboard', () => {
  it('shows the business, @username, plan and account details', async () => {
    openDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'GreenSpark Energy' }),
    ).toBeTruthy();
    expect(screen.getByText('@greenspark')).toBeTruthy();
    const account = within(screen.getByRole('region', { name: 'Account Information' }));
    expect(account.getByText('hello@greenspark.example')).toBeTruthy();
    expect(account.getByText('Verified')).toBeTruthy();
    expect(account.getByText('Starter Plan')).toBeTruthy();
    const profile = within(screen.getByRole('region', { name: 'Business Profile' }));
    expect(profile.getByText('St Albans')).toBeTruthy();
    expect(profile.getByText('01727 555 010')).toBeTruthy();
    expect(localStorage.getItem('tradesmanAccount')).toContain('"username":"greenspark"');
    expect(localStorage.getItem('tradesmanProfile')).toContain('"location":"St Albans"');
  });

  it("while the password is temporary, 'Change Password Now' opens Overview and focuses the form", async () => {
    const { user } = openDashboard(makeAccount({ isTemporaryPassword: true }));
    expect(await screen.findByText('You are using a temporary password')).toBeTruthy();
    expect(screen.getByText('Temporary')).toBeTruthy();
    await openTab(user, 'Upgrade Plan');
    await user.click(screen.getByRole('link', { name: 'Change Password Now' }));
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Current Password'));
  });

  it("a confirmation that differs says 'Passwords don't match' and sends nothing", async () => {
    const { fetchMock, user } = openDashboard();
    await fillPasswordForm(user, { current: 'temp-pass', next: 'heatpump1', confirm: 'heatpump2' });
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/change-password')).toHaveLength(0);
  });

  it("a refused change shows the server's error", async () => {
    const { user } = openDashboard(makeAccount({ isTemporaryPassword: true }), makeProfile(), {
      'POST /api/tradesman/change-password': () =>
        Response.json({ error: 'Current password is incorrect' }, { status: 400 }),
    });
    await fillPasswordForm(user, { current: 'wrong-one', next: 'heatpump1', confirm: 'heatpump1' });
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(screen.getByText('You are using a temporary password')).toBeTruthy();
  });

  it('a successful change says so, marks the password Secure and removes the banner', async () => {
    const { fetchMock, user } = openDashboard(makeAccount({ isTemporaryPassword: true }), null, {
      'POST /api/tradesman/change-password': () =>
        Response.json({ success: true, message: 'Your password has been successfully changed' }),
    });
    await fillPasswordForm(user, { current: 'temp-pass', next: 'heatpump1', confirm: 'heatpump1' });
    expect(await screen.findByText('Password Updated')).toBeTruthy();
    expect(screen.getByText('Your password has been successfully changed')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/change-password')).toEqual([
      { currentPassword: 'temp-pass', newPassword: 'heatpump1' },
    ]);
    expect(screen.queryByText('You are using a temporary password')).toBeNull();
    expect(screen.getByText('Secure')).toBeTruthy();
    expect(localStorage.getItem('tradesmanAccount')).toContain('"isTemporaryPassword":false');
    expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe('');
  });

  it('without a profile, Create Profile opens the Edit Profile tab', async () => {
    const { user } = openDashboard(makeAccount(), null);
    expect(await screen.findByText('No profile data available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(screen.getByRole('form', { name: 'Business profile' })).toBeTruthy();
  });
});

describe('the Edit Profile tab', () => {
  it('needs a service and a location, and sends nothing until it has them', async () => {
    const { fetchMock, user } = openDashboard(makeAccount(), null);
    const tab = await openTab(user, 'Edit Profile');
    await user.click(tab.getByRole('button', { name: 'Save Profile' }));
    expect(tab.getByText('At least one service must be selected')).toBeTruthy();
    expect(tab.getByText('Location is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/tradesman/profile')).toHaveLength(0);
  });

  it('saves the profile, says so, and shows it on the Overview', async () => {
    const saved = makeProfile({ location: 'Watford', services: ['Heat Pump Installation'] });
    const { fetchMock, user } = openDashboard(makeAccount(), null, {
      'PUT /api/tradesman/profile': () => Response.json({ profile: saved }),
    });
    const tab = await openTab(user, 'Edit Profile');
    await user.click(tab.getByRole('checkbox', { name: 'Heat Pump Installation' }));
    await user.selectOptions(tab.getByRole('combobox', { name: 'Location' }), 'Watford');
    await user.type(tab.getByRole('spinbutton', { name: 'Years of Experience' }), '12');
    await user.click(tab.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(screen.getByText('Your business profile has been successfully updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/tradesman/profile')).toEqual([
      expect.objectContaining({
        services: ['Heat Pump Installation'],
        location: 'Watford',
        yearsExperience: 12,
      }),
    ]);
    expect(localStorage.getItem('tradesmanProfile')).toContain('"location":"Watford"');
    await openTab(user, 'Overview');
    expect(within(screen.getByRole('region', { name: 'Business Profile' })).getByText('Watford'));
  });

  it('points to the Credentials tab instead of ticking credentials', async () => {
    const { user } = openDashboard(makeAccount(), makeProfile(), {
      'GET /api/tradesman/credentials': () => Response.json([]),
      'GET /api/verification-documents': () => Response.json([]),
    });
    const tab = await openTab(user, 'Edit Profile');
    expect(tab.queryByRole('checkbox', { name: 'MCS Certified' })).toBeNull();
    const note = within(tab.getByRole('region', { name: 'Credentials' }));
    expect(note.getByText(/on the Credentials tab of your dashboard/)).toBeTruthy();
    await user.click(note.getByRole('button', { name: 'Open the Credentials tab' }));
    expect(screen.getByRole('tab', { name: 'Credentials' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it("a failed save says 'Failed to update profile. Please try again.'", async () => {
    const { user } = openDashboard(makeAccount(), makeProfile(), {
      'PUT /api/tradesman/profile': () => Response.json({ error: 'Boom' }, { status: 500 }),
    });
    const tab = await openTab(user, 'Edit Profile');
    await user.click(tab.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
  });
});

describe('the Quote Requests tab', () => {
  const listKey = 'GET /api/quote-requests/tradesman/12';

  it('is read when opened, and offers only the moves the status allows', async () => {
    const { fetchMock, user } = openDashboard(makeAccount(), makeProfile(), {
      [listKey]: () =>
        Response.json([
          makeTradesmanQuote(),
          makeTradesmanQuote({ id: 302, residentName: 'Tom Reed', status: 'completed' }),
        ]),
    });
    await screen.findByRole('tab', { name: 'Quote Requests' });
    expect(callsTo(fetchMock, listKey)).toHaveLength(0);
    const tab = await openTab(user, 'Quote Requests');

    const emma = within(
      await tab.findByRole('article', { name: 'Quote request from Emma Clarke' }),
    );
    expect(emma.getByRole('link', { name: 'emma@example.com' }).getAttribute('href')).toBe(
      'mailto:emma@example.com',
    );
    expect(emma.getByRole('link', { name: '07700 900123' }).getAttribute('href')).toBe(
      'tel:07700900123',
    );
    expect(emma.getByText('AL1 3AB')).toBeTruthy();
    expect(emma.getByText('Within a month')).toBeTruthy();
    expect(emma.getByText('Pending')).toBeTruthy();
    expect(emma.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Mark Contacted',
      'Decline',
      'Cancel',
    ]);
    const tom = within(tab.getByRole('article', { name: 'Quote request from Tom Reed' }));
    expect(tom.getByText('Completed')).toBeTruthy();
    expect(tom.queryAllByRole('button')).toHaveLength(0);
  });

  it('says how many trades each request was sent to', async () => {
    const { user } = openDashboard(makeAccount(), makeProfile(), {
      [listKey]: () =>
        Response.json([
          makeTradesmanQuote({ sentToCount: 3 }),
          makeTradesmanQuote({ id: 302, residentName: 'Tom Reed', sentToCount: 1 }),
        ]),
    });
    const tab = await openTab(user, 'Quote Requests');
    const emma = within(
      await tab.findByRole('article', { name: 'Quote request from Emma Clarke' }),
    );
    expect(emma.getByText('Received 3 Mar 2026 · Sent to 3 trades')).toBeTruthy();
    const tom = within(tab.getByRole('article', { name: 'Quote request from Tom Reed' }));
    expect(tom.getByText('Received 3 Mar 2026 · Sent to you only')).toBeTruthy();
  });

  it('a move PATCHes the status and shows the updated request', async () => {
    const { fetchMock, user } = openDashboard(makeAccount(), makeProfile(), {
      [listKey]: () => Response.json([makeTradesmanQuote()]),
      'PATCH /api/quote-requests/301/status': () =>
        Response.json(makeTradesmanQuote({ status: 'contacted' })),
    });
    const tab = await openTab(user, 'Quote Requests');
    const card = within(
      await tab.findByRole('article', { name: 'Quote request from Emma Clarke' }),
    );
    await user.click(card.getByRole('button', { name: 'Mark Contacted' }));

    await waitFor(() => expect(card.getByText('Contacted')).toBeTruthy());
    expect(callsTo(fetchMock, 'PATCH /api/quote-requests/301/status')).toEqual([
      { status: 'contacted' },
    ]);
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Mark Quoted',
      'Decline',
      'Cancel',
    ]);
  });

  it("a refused move (409) shows the server's reason", async () => {
    const { user } = openDashboard(makeAccount(), makeProfile(), {
      [listKey]: () => Response.json([makeTradesmanQuote()]),
      'PATCH /api/quote-requests/301/status': () =>
        Response.json(
          { error: 'This request was changed meanwhile. Please reload and try again.' },
          { status: 409 },
        ),
    });
    const tab = await openTab(user, 'Quote Requests');
    const card = within(
      await tab.findByRole('article', { name: 'Quote request from Emma Clarke' }),
    );
    await user.click(card.getByRole('button', { name: 'Decline' }));
    const ask = within(await screen.findByRole('alertdialog'));
    await user.click(ask.getByRole('button', { name: 'Decline request' }));
    expect(
      await screen.findByText('This request was changed meanwhile. Please reload and try again.'),
    ).toBeTruthy();
  });

  it('asks before Decline and Cancel, saying what the homeowner will see', async () => {
    const { fetchMock, user } = openDashboard(makeAccount(), makeProfile(), {
      [listKey]: () => Response.json([makeTradesmanQuote()]),
      'PATCH /api/quote-requests/301/status': () =>
        Response.json(makeTradesmanQuote({ status: 'cancelled' })),
    });
    const tab = await openTab(user, 'Quote Requests');
    const card = within(
      await tab.findByRole('article', { name: 'Quote request from Emma Clarke' }),
    );
    await user.click(card.getByRole('button', { name: 'Decline' }));
    const decline = within(
      await screen.findByRole('alertdialog', { name: "Decline Emma Clarke's request?" }),
    );
    expect(decline.getByText(/Emma Clarke will see this request as Declined/)).toBeTruthy();
    await user.click(decline.getByRole('button', { name: 'Keep request' }));
    expect(callsTo(fetchMock, 'PATCH /api/quote-requests/301/status')).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Cancel' }));
    const cancel = within(
      await screen.findByRole('alertdialog', { name: "Cancel Emma Clarke's request?" }),
    );
    expect(cancel.getByText(/will see this request as Cancelled/)).toBeTruthy();
    await user.click(cancel.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(card.getByText('Cancelled')).toBeTruthy());
    expect(callsTo(fetchMock, 'PATCH /api/quote-requests/301/status')).toEqual([
      { status: 'cancelled' },
    ]);
  });

  it('says so when there are no requests yet', async () => {
    const { user } = openDashboard(makeAccount(), makeProfile(), {
      [listKey]: () => Response.json([]),
    });
    const tab = await openTab(user, 'Quote Requests');
    expect(await tab.findByText('No quote requests yet')).toBeTruthy();
  });
});

const billing = {
  plan: 'professional',
  billing: 'monthly',
  paidUntil: '2026-12-23T00:00:00.000Z',
  nextRenewalDate: '2026-12-23T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  billingProblem: false,
  portalAvailable: true,
} as const;

describe('the Upgrade Plan tab', () => {
  it('offers Downgrade to the cheaper plans, Upgrade to the dearer, and marks the current plan', async () => {
    const { user } = openDashboard(makeAccount({ plan: 'professional' }), makeProfile(), {
      'GET /api/tradesman/billing': () => Response.json(billing),
    });
    const tab = await openTab(user, 'Upgrade Plan');
    const plan = (name: string) => within(tab.getByRole('article', { name: `${name} plan` }));
    expect(plan('Free').getByRole('button', { name: 'Downgrade' })).toBeTruthy();
    expect(plan('Starter').getByRole('link', { name: 'Downgrade' }).getAttribute('href')).toBe(
      '/upgrade-payment?plan=starter',
    );
    expect(plan('Premium').getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/upgrade-payment?plan=premium',
    );
    expect(tab.getAllByRole('link', { name: 'Upgrade' })).toHaveLength(1);
    const current = plan('Professional');
    expect(current.getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(current.queryByRole('link')).toBeNull();
    expect(
      within(tab.getByRole('article', { name: 'Premium plan' })).getByText('£99'),
    ).toBeTruthy();
  });

  it('words annual billing as registration does: two months free, never a percentage', async () => {
    const { user } = openDashboard(makeAccount({ plan: 'starter' }), makeProfile(), {
      'GET /api/tradesman/billing': () => Response.json(billing),
    });
    const tab = await openTab(user, 'Upgrade Plan');
    expect(tab.getByText(/billed monthly, or annually with 2 months free\./)).toBeTruthy();
    expect(tab.queryByText(/% off/)).toBeNull();
  });

  it('shows the billing cycle, the renewal date and the way to manage the card', async () => {
    const { user } = openDashboard(makeAccount({ plan: 'professional' }), makeProfile(), {
      'GET /api/tradesman/billing': () => Response.json(billing),
    });
    const tab = await openTab(user, 'Upgrade Plan');
    expect(await tab.findByText('Current plan: Professional (monthly billing)')).toBeTruthy();
    expect(tab.getByText('Next renewal: 23 Dec 2026')).toBeTruthy();
    expect(tab.getByRole('button', { name: 'Manage card and invoices' })).toBeTruthy();
    expect(tab.queryByText('We could not take your last payment')).toBeNull();
  });

  it('asks before a downgrade and shows when the paid plan ends', async () => {
    const message =
      'Your Professional plan stays in place until 23 December 2026; your listing then moves to the Free plan.';
    const { user, fetchMock } = openDashboard(
      makeAccount({ plan: 'professional' }),
      makeProfile(),
      {
        'GET /api/tradesman/billing': () => Response.json(billing),
        'POST /api/tradesman/upgrade-plan': () =>
          Response.json({
            success: true,
            message,
            account: makeAccount({ plan: 'professional' }),
            billing: { ...billing, cancelAtPeriodEnd: true, nextRenewalDate: null },
          }),
      },
    );
    const tab = await openTab(user, 'Upgrade Plan');
    await user.click(
      within(tab.getByRole('article', { name: 'Free plan' })).getByRole('button', {
        name: 'Downgrade',
      }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tradesman/upgrade-plan')).toEqual([
      { plan: 'free', billing: 'monthly', paymentIntentId: '' },
    ]);
    expect(await tab.findByText('Moves to the Free plan on 23 Dec 2026.')).toBeTruthy();
  });

  it('keeps a refused downgrade on the tab until the next try', async () => {
    let replies = 0;
    const { user } = openDashboard(makeAccount({ plan: 'professional' }), makeProfile(), {
      'GET /api/tradesman/billing': () => Response.json(billing),
      'POST /api/tradesman/upgrade-plan': () => {
        replies += 1;
        return replies === 1
          ? Response.json({ error: 'Your listing is already on the Free plan.' }, { status: 400 })
          : new Promise<Response>(() => {});
      },
    });
    const tab = await openTab(user, 'Upgrade Plan');
    const downgradeToFree = () =>
      user.click(
        within(tab.getByRole('article', { name: 'Free plan' })).getByRole('button', {
          name: 'Downgrade',
        }),
      );
    await downgradeToFree();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Downgrade' }),
    );
    const alert = within(await tab.findByRole('alert'));
    expect(alert.getByText('Error')).toBeTruthy();
    expect(alert.getByText('Your listing is already on the Free plan.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Still there while the trade reads it, gone once they try again.
    await downgradeToFree();
    expect(tab.getByText('Your listing is already on the Free plan.')).toBeTruthy();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Downgrade' }),
    );
    await waitFor(() =>
      expect(tab.queryByText('Your listing is already on the Free plan.')).toBeNull(),
    );
  });
});

describe('a renewal that could not be paid', () => {
  it('is warned of above the tabs, on every tab', async () => {
    const { user } = openDashboard(makeAccount({ plan: 'starter' }), makeProfile(), {
      'GET /api/tradesman/billing': () => Response.json({ ...billing, billingProblem: true }),
    });
    const banner = await screen.findByText('We could not take your last payment');
    for (const name of ['Overview', 'Quote Requests', 'Upgrade Plan', 'Billing']) {
      const panel = await openTab(user, name);
      expect(screen.getByText('We could not take your last payment')).toBe(banner);
      expect(panel.queryByText('We could not take your last payment')).toBeNull();
    }
  });

  it('is not warned of while payments are up to date', async () => {
    const { user } = openDashboard(makeAccount({ plan: 'starter' }), makeProfile(), {
      'GET /api/tradesman/billing': () => Response.json(billing),
    });
    const tab = await openTab(user, 'Upgrade Plan');
    expect(await tab.findByText('Current plan: Professional (monthly billing)')).toBeTruthy();
    expect(screen.queryByText('We could not take your last payment')).toBeNull();
  });
});

describe('when the account cannot be read', () => {
  it('toasts, shows the fallback screen, and builds the header from the user on the free plan', async () => {
    const { router, user } = openDashboard(makeAccount(), null, {
      'GET /api/tradesman/profile': () => Response.json({ error: 'Down' }, { status: 500 }),
    });
    expect(await screen.findByText('Failed to load account data.')).toBeTruthy();
    expect(screen.getByText('Failed to load your profile data')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sam Spark' })).toBeTruthy();
    expect(screen.getByText('sam@greenspark.example')).toBeTruthy();
    expect(screen.getByText('Free Plan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a 401 signs the user out and goes to /auth', async () => {
    const { router } = openDashboard(makeAccount(), null, {
      'GET /api/tradesman/profile': () => Response.json({ error: 'Expired' }, { status: 401 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
