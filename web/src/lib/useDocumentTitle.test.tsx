import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './useDocumentTitle';

function Titled({ specific }: { specific: string | undefined }) {
  useDocumentTitle(specific);
  return null;
}

describe('the tab title', () => {
  afterEach(() => {
    document.title = 'Retrofit Smarter Greener';
  });

  it("is the page's own words, then the site's name", () => {
    expect(documentTitle('Page not found')).toBe('Page not found – Retrofit Smarter Greener');
  });

  it('follows the screen, waits while its subject loads, and is put back when it goes', () => {
    const { rerender, unmount } = render(<Titled specific={undefined} />);
    expect(document.title).toBe('Retrofit Smarter Greener');
    rerender(<Titled specific="Tring Eco Heat, Dacorum" />);
    expect(document.title).toBe('Tring Eco Heat, Dacorum – Retrofit Smarter Greener');
    rerender(<Titled specific="Request a Quote from Tring Eco Heat" />);
    expect(document.title).toBe('Request a Quote from Tring Eco Heat – Retrofit Smarter Greener');
    unmount();
    expect(document.title).toBe('Retrofit Smarter Greener');
  });
});
