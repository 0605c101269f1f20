import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

describe('the policy pages', () => {
  it('say how reviews are collected, checked and removed, the same for every rating', async () => {
    stubApi({});
    renderApp('/review-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'How reviews work' })).toBeTruthy();
    for (const title of [
      'How reviews are collected',
      'How reviews are checked',
      'How reviews are removed',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/so a review is never delayed for being negative/)).toBeTruthy();
    expect(screen.getByText(/A report never hides a review by itself/)).toBeTruthy();
    expect(
      screen.getByText(/abusive or discriminatory language; not about the work done/),
    ).toBeTruthy();
  });

  it('sends the policy’s first address to the new one', async () => {
    stubApi({});
    const { router } = renderApp('/reviews-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'How reviews work' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/review-policy');
  });

  it('list the ranking factors and say which places are paid for', async () => {
    stubApi({});
    renderApp('/how-we-rank');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How we rank businesses' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/^A lead boost, which is paid: .*“Boosted for this area \(paid\)”/),
    ).toBeTruthy();
    expect(screen.getByText(/^A featured badge: .*labelled “Featured by our team”/)).toBeTruthy();
    expect(
      screen.getByText(
        /^The plan, a paid placement: Premium \(top placement\) first, then Professional \(priority placement\), then Starter, then the free plan/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /“Premium: top placement \(paid\)”, “Professional: priority placement \(paid\)”, “Starter: placed above free listings \(paid\)”/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'how reviews work' }).getAttribute('href')).toBe(
      '/review-policy',
    );
  });
});
