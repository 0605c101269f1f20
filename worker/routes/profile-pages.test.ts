import { describe, expect, it } from 'vitest';
import { makeTradesman } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

describe('shareable profile pages', () => {
  it('serve the SPA with the business title, description and Open Graph tags', async () => {
    const bindings = freshBindings();
    const listing = await makeTradesman(databaseOf(bindings), {
      name: 'Tring "Eco" <Heat>',
      location: 'Dacorum',
      services: ['Heat Pump Installation'],
      description: 'Air-source heat pumps for Chiltern homes.',
    });
    for (const path of [`/tradesman/${listing.id}`, `/listing/${listing.id}`]) {
      const response = await call(bindings, 'GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await response.text();
      expect(html).toContain(
        '<title>Tring "Eco" &lt;Heat&gt; – Dacorum | Retrofit Smarter Greener</title>',
      );
      expect(html).toContain(
        'content="Heat Pump Installation in Dacorum, Hertfordshire. Air-source heat pumps for Chiltern homes."',
      );
      expect(html).toContain(
        '<meta property="og:title" content="Tring &quot;Eco&quot; &lt;Heat&gt;',
      );
      expect(html).not.toContain('<Heat>');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('serve the plain SPA with a 404 for an unknown listing', async () => {
    const response = await call(freshBindings(), 'GET', '/tradesman/424242');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Retrofit Smarter Greener</title>');
    expect(html).not.toContain('og:title');
  });
});
