import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { MarketingTab } from './MarketingTab';
import { marketingTexts } from './premiumTexts';
import { drawQr, qrSvgFile } from './qrDrawing';

const links = {
  reviewUrl: 'https://site.example/review/12',
  profileUrl: 'https://site.example/tradesman/12',
  badgeUrl: 'https://site.example/api/tradesmen/12/badge.svg',
  badgeSnippet:
    '<a href="https://site.example/tradesman/12"><img src="https://site.example/api/tradesmen/12/badge.svg" alt="Greenspark: Verified on Retrofit Smarter Greener" width="240" height="64"></a>',
};

describe('the Marketing tab', () => {
  it.each(['free', 'starter', 'professional'] as const)(
    'offers Premium to a %s trade without asking the server for the tools',
    async (plan) => {
      const fetchMock = stubApi({});
      renderPage(<MarketingTab plan={plan} listingId={12} />);
      expect(screen.getByText(marketingTexts.upsellTitle)).toBeTruthy();
      expect(screen.getByRole('link', { name: marketingTexts.upgrade }).getAttribute('href')).toBe(
        '/upgrade-payment?plan=premium',
      );
      expect(callsTo(fetchMock, 'GET /api/tradesman/marketing')).toEqual([]);
    },
  );

  it('gives a Premium trade the review link, its QR code, the badge and its code, and the card', async () => {
    stubApi({ 'GET /api/tradesman/marketing': answer(api.tradesman.marketing.$get, links) });
    renderPage(<MarketingTab plan="premium" listingId={12} />);
    const reviewLink = await screen.findByLabelText(marketingTexts.reviewLink);
    expect((reviewLink as HTMLInputElement).value).toBe(links.reviewUrl);
    expect(screen.getByRole('img', { name: `QR code for ${links.reviewUrl}` })).toBeTruthy();
    expect((screen.getByLabelText(marketingTexts.snippet) as HTMLTextAreaElement).value).toBe(
      links.badgeSnippet,
    );
    expect(screen.getByRole('img', { name: 'Your website badge' }).getAttribute('src')).toBe(
      links.badgeUrl,
    );
    expect(screen.getByRole('link', { name: marketingTexts.openCard }).getAttribute('href')).toBe(
      '/dashboard/profile-card',
    );
    expect(screen.getByText(marketingTexts.topPosition)).toBeTruthy();
  });

  it('offers a retry when the tools cannot be read', async () => {
    stubApi({
      'GET /api/tradesman/marketing': () => Response.json({ error: 'down' }, { status: 500 }),
    });
    renderPage(<MarketingTab plan="premium" listingId={12} />);
    expect(await screen.findByText(marketingTexts.loadFailed)).toBeTruthy();
  });
});

describe('the QR drawing', () => {
  it('draws a square code with a quiet zone, and a standalone black-on-white SVG file', () => {
    const drawing = drawQr('https://site.example/review/12');
    // Version 3 (29 modules) holds this link at level M; four modules of quiet zone each side.
    expect(drawing.size).toBe(37);
    expect(drawing.path.startsWith('M4 4h1v1h-1z')).toBe(true);
    const file = qrSvgFile(drawing);
    expect(file).toContain('viewBox="0 0 37 37"');
    expect(file).toContain('fill="#ffffff"');
  });
});
