// Shareable profile pages (/tradesman/{id}, /listing/{id}): the Worker serves the SPA's index.html
// with the business's own title and description, so link previews and search engines see it.
import { type Context, Hono } from 'hono';
import { isDatabaseUnavailable } from '../db';
import type { AppEnv } from '../env';
import { databaseRetryAfterSeconds } from '../lib/errors';
import { withDatabase, withSecurityHeaders } from '../lib/middleware';
import { findPublicTradesman, type PublicTradesman } from '../services/directory';

const siteName = 'Retrofit Smarter Greener';

export function profileMeta(listing: PublicTradesman) {
  const services = listing.services.slice(0, 3).join(', ');
  const summary = listing.description.replace(/\s+/g, ' ').trim();
  const description = `${services} in ${listing.location}, Hertfordshire. ${summary}`;
  return {
    title: `${listing.name} – ${listing.location} | ${siteName}`,
    description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
  };
}

function withMeta(page: Response, meta: { title: string; description: string }, url: string) {
  const tags = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', 'profile'],
    ['og:site_name', siteName],
    ['og:url', url],
  ];
  return new HTMLRewriter()
    .on('title', { element: (title) => void title.setInnerContent(meta.title) })
    .on('meta[name="description"]', {
      element: (tag) => void tag.setAttribute('content', meta.description),
    })
    .on('head', {
      element: (head) => {
        for (const [property, content = ''] of tags) {
          head.append(`<meta property="${property}" content="${escapeAttribute(content)}" />`, {
            html: true,
          });
        }
      },
    })
    .transform(page);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function profilePage(c: Context<AppEnv>) {
  const shell = await c.env.ASSETS.fetch(new URL('/index.html', c.req.url).toString());
  const id = Number(c.req.param('id'));
  // With the database down the page is still the SPA (whose own request then shows the error
  // state), not a JSON error; it is marked 503 and not cached.
  const listing =
    Number.isInteger(id) && id > 0
      ? await findPublicTradesman(c.var.db, id, new Date()).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return 'unavailable' as const;
          throw error;
        })
      : null;
  if (listing === 'unavailable') {
    return new Response(await shell.text(), {
      status: 503,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(databaseRetryAfterSeconds),
      },
    });
  }
  const page = new Response(await shell.text(), {
    status: listing ? 200 : 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    },
  });
  return listing ? withMeta(page, profileMeta(listing), c.req.url) : page;
}

export const profilePages = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .use(withDatabase)
  .get('/tradesman/:id', profilePage)
  .get('/listing/:id', profilePage);
