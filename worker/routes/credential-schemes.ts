import { Hono } from 'hono';
import { credentialSchemes } from '../../schema/credential-schemes';
import type { AppEnv } from '../env';
import { publicCache } from '../lib/cache';

/**
 * GET /api/credential-schemes: the public catalogue of schema/credential-schemes.ts
 * (docs/product/business-side.md §10.1), with each number's pattern as its source text.
 */
export const credentialSchemeRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', publicCache);
  return c.json(
    credentialSchemes.map((scheme) => ({
      id: scheme.id,
      name: scheme.name,
      scopes: scheme.scopes.map((scope) => ({ id: scope.id, label: scope.label })),
      numberHint: scheme.numberHint,
      numberPattern: scheme.numberPattern.source,
      registerUrl: scheme.registerUrl,
      insurance: 'insurance' in scheme,
    })),
  );
});
