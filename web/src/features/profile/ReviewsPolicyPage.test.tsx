import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

describe('the reviews policy page', () => {
  it('explains who can review and that removals are shown with their reason', async () => {
    stubApi({});
    renderApp('/reviews-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'How reviews work' })).toBeTruthy();
    expect(screen.getByText(/once per job/)).toBeTruthy();
    expect(screen.getByText(/We never edit what a homeowner wrote/)).toBeTruthy();
    expect(screen.getByText(/“Removed by moderators” with the reason/)).toBeTruthy();
  });
});
