/// <reference path="../pages/page-renderer.d.ts" />
/// <reference types="vite/client" />
import { serverPages } from 'page-renderer';
import { describe, expect, it } from 'vitest';
import { chatTemplateId } from '../../schema/chat-island';
import {
  accountTemplateId,
  draftCardTemplateId,
  hubResultsAttribute,
} from '../../schema/page-waking';
import { articles, reviews } from '../../schema/tables';
import wranglerToml from '../../wrangler.toml?raw';
import { colorModeScript } from '../lib/color-mode-script';
import { wakeScript } from '../lib/wake-script';
import { testIslands, testWakeFiles } from '../test/bindings';
import { makeQuote, makeTradesman, makeUser, tradeOnPlan } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

/** The JSON a rendered page hands the browser, by SWR cache key. */
function pageDataOf(html: string): Record<string, unknown> {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
  if (json === undefined) throw new Error('The page carries no page data');
  return JSON.parse(json) as Record<string, unknown>;
}

/** The files of web/public, which Vite copies into the build as they are. */
const publicFiles = Object.keys(import.meta.glob('../../web/public/*')).map((path) =>
  path.replace('../../web/public/', ''),
);

/** What a page fetches ahead for its chat island: the entry and the file it imports. */
const chatIslandFiles = [testIslands.chat.entry, ...testIslands.chat.files].join(' ');

const rootOf = (html: string) => html.match(/<div id="root">(.*)<\/div><script/s)?.[1] ?? '';

/** A server-rendered page's route as an address, its id filled from `ids` by its first segment. */
function addressOf(path: string, ids: Record<string, number>) {
  return path.replace(/:\w+/g, () => {
    const id = ids[path.split('/')[1] ?? ''];
    if (id === undefined) throw new Error(`No example id for ${path}`);
    return String(id);
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function gzipSize(text: string) {
  const gzipped = await new Response(
    new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
  return gzipped.byteLength;
}

describe('server-rendered public pages', () => {
  it('render a profile with its content, title, description and Open Graph tags', async () => {
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
      expect(response.headers.get('cache-control')).toContain('s-maxage=60');
      const html = await response.text();
      expect(html).toContain(
        '<title>Tring "Eco" &lt;Heat&gt;, Dacorum – Retrofit Smarter Greener</title>',
      );
      expect(html).toContain(
        'content="Heat Pump Installation in Dacorum, Hertfordshire. Air-source heat pumps for Chiltern homes."',
      );
      expect(html).toContain(
        '<meta property="og:title" content="Tring &quot;Eco&quot; &lt;Heat&gt;',
      );
      expect(html).not.toContain('<Heat>');
      const root = rootOf(html);
      expect(root).toContain('Tring &quot;Eco&quot; &lt;Heat&gt;</h1>');
      expect(root).toContain('Air-source heat pumps for Chiltern homes.');
      expect(root).toContain('Request a Quote');
      // Emotion's styles travel in the head, so the page is styled before any script runs.
      expect(root).not.toContain('<style');
      expect(html.split('</head>')[0]).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
      // Chakra's global rules are the shared file's; Emotion finds their empty element by name.
      expect(html.split('</head>')[0]).toMatch(
        /<style data-emotion="css-global [^"]+" data-s=""><\/style>/,
      );
      expect(html.split('</head>')[0]).toMatch(
        /<link rel="stylesheet" href="\/styles\/shared-[0-9a-f]{12}\.css" \/>/,
      );
      const data = pageDataOf(html);
      // Under SWR's key for ['/api/tradesmen', id], beside the first page of its reviews.
      expect(data[`@"/api/tradesmen","${listing.id}",`]).toMatchObject({
        id: listing.id,
        name: 'Tring "Eco" <Heat>',
      });
      expect(Object.keys(data).some((key) => key.includes('"reviews"'))).toBe(true);
    }
  });

  it('serve the plain SPA with a 404 and no stored answer for an unknown listing', async () => {
    const response = await call(freshBindings(), 'GET', '/tradesman/424242');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Retrofit Smarter Greener</title>');
    expect(html).not.toContain('og:title');
    expect(html).toContain('<div id="root"></div>');
  });

  it('render the directory search from the address, with the results and their count', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await makeTradesman(db, { name: 'Watford Heat Pumps', location: 'Watford' });
    await makeTradesman(db, { name: 'Hitchin Solar', location: 'North Hertfordshire' });
    const response = await call(bindings, 'GET', '/directory?location=Watford');
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = rootOf(html);
    expect(root).toContain('Find a Retrofit Professional');
    expect(root).toContain('Watford Heat Pumps');
    expect(root).not.toContain('Hitchin Solar');
    const keys = Object.keys(pageDataOf(html));
    expect(keys.some((key) => key.includes('/api/tradesmen/count'))).toBe(true);
    expect(keys.some((key) => key.includes('Watford'))).toBe(true);
  });

  it('render the page of the directory the address names, with every page a link', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    for (let index = 0; index < 12; index++) await makeTradesman(db);
    const root = rootOf(await (await call(bindings, 'GET', '/directory?page=3')).text());
    expect(root.replace(/<[^>]+>/g, '')).toContain('Showing 11–12 of 12 professionals');
    const current = root.match(/<a [^>]*data-part="item"[^>]*aria-current="page"[^>]*>/)?.[0] ?? '';
    expect(current).toContain('aria-label="Page 3 of 3"');
    expect(current).toContain('href="/directory?page=3"');
    expect(root).toContain('href="/directory?page=2"');
    expect(root).toContain('href="/directory"');
  });

  it('keep a business’s own text from closing the page-data script', async () => {
    const bindings = freshBindings();
    const listing = await makeTradesman(databaseOf(bindings), {
      description: 'Solar </script><script>alert(1)</script> and more',
    });
    const html = await (await call(bindings, 'GET', `/listing/${listing.id}`)).text();
    expect(rootOf(html)).toContain('Solar &lt;/script&gt;&lt;script&gt;alert(1)');
    expect(html).toContain('"Solar \\u003c/script>\\u003cscript>alert(1)');
    expect(pageDataOf(html)).toBeTypeOf('object');
  });

  it('load none of the app until the visitor reaches for the page, and name the app for then', async () => {
    const response = await call(freshBindings(), 'GET', '/directory');
    const html = await response.text();
    // Besides the trade-selection island, only inline scripts: the page data, the colour mode and
    // the wake script, which CSP allows.
    expect([...html.matchAll(/<script[^>]* src="([^"]*)"/g)].map((match) => match[1])).toEqual([
      testIslands.tradeSelection.entry,
    ]);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<meta name="app-entry" content="/assets/index-test.js" />');
    expect(html).toContain(
      `<meta name="app-files" content="${testWakeFiles['/directory'].join(' ')}" />`,
    );
    expect(html).toContain(`<script>${wakeScript}</script>`);
  });

  it('name the chat island, and fetch ahead only it, the most a signed-out visitor’s first press needs', async () => {
    const bindings = freshBindings();
    const island = `<meta name="chat-island" content="${testIslands.chat.entry}" />`;
    for (const path of ['/directory', '/', '/education', '/newsletter']) {
      const html = await (await call(bindings, 'GET', path)).text();
      expect(html, path).toContain(island);
      expect(html, path).toContain(`<meta name="idle-fetch" content="${chatIslandFiles}" />`);
      // The panel it draws from, once, after the app's root and inert until the island copies it.
      expect(html.split(`<template id="${chatTemplateId}">`), path).toHaveLength(2);
      expect(rootOf(html), path).not.toContain(chatTemplateId);
      expect(html, path).toMatch(/<template id="chat-panel-template">.*role="log"/s);
      // The app, named for a press only it answers.
      expect(html, path).toContain('<meta name="app-entry" content="/assets/index-test.js" />');
    }
  });

  it('carry the signed-in header’s template on every page, and a draft’s card on the hub’s only', async () => {
    const bindings = freshBindings();
    const account = `<meta name="account-island" content="${testIslands.account.entry} ${testIslands.account.files.join(' ')}" />`;
    for (const path of [
      '/',
      '/directory',
      '/education',
      '/education?category=Insulation',
      '/about',
    ]) {
      const html = await (await call(bindings, 'GET', path)).text();
      expect(html, path).toContain(account);
      // Drawn by the account island for anyone signed in: staff's bell and menu entries too.
      expect(html.split(`<template id="${accountTemplateId}">`), path).toHaveLength(2);
      expect(rootOf(html), path).not.toContain(accountTemplateId);
      expect(html, path).toMatch(
        /<template id="account-template">.*Quote Notifications.*Admin Dashboard/s,
      );
      const hub = path.startsWith('/education');
      expect(html.includes(`<template id="${draftCardTemplateId}">`), path).toBe(hub);
      expect(rootOf(html).includes(hubResultsAttribute), path).toBe(hub);
    }
  });

  it('render a profile’s booking as links and a form that posts, and fetch ahead no more than the chat island', async () => {
    const bindings = freshBindings();
    const trade = await tradeOnPlan(bindings, databaseOf(bindings), 'professional');
    const hours = {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '17:00' })),
      slotMinutes: 60,
      blackout: [],
    };
    const published = await call(bindings, 'PUT', '/api/tradesman/availability', {
      token: trade.token,
      body: hours,
    });
    expect(published.status).toBe(200);
    const slots = await call(bindings, 'GET', `/api/tradesmen/${trade.listing.id}/slots`);
    const { slots: open } = (await slots.json()) as { slots: { start: string }[] };
    const start = open[1]?.start ?? '';
    const chosen = `start=${encodeURIComponent(start)}`;
    const html = await (
      await call(bindings, 'GET', `/listing/${trade.listing.id}?from=2020-01-01&${chosen}`)
    ).text();
    const root = rootOf(html);
    expect(root).toContain('id="book"');
    // The fortnight after the one shown, a day and a time are links to the page with them chosen.
    expect(root).toMatch(/<a [^>]*href="\?from=\d{4}-\d{2}-\d{2}#book"[^>]*>Later dates<\/a>/);
    const chosenLink = root.match(/<a [^>]*aria-current="true"[^>]*href="\?[^"]*start=[^"]*"/)?.[0];
    expect(chosenLink).toContain(`${chosen}&amp;day=`);
    // The time the address chose has its details form, which posts to the page.
    const form = root.match(/<form [^>]*aria-label="Your details for[^>]*>/)?.[0];
    expect(form).toMatch(/ action="\?[^"]*start=[^"]*#book"/);
    expect(form).toContain(' method="post"');
    expect(root).toContain(`<input type="hidden" name="start" value="${start}"/>`);
    expect(html).toContain(`<meta name="idle-fetch" content="${chatIslandFiles}" />`);
  });

  it('name no other files of the app when the build listed none for the page', async () => {
    const html = await (await call(freshBindings(), 'GET', '/about')).text();
    expect(html).toContain('<meta name="app-files" content="" />');
  });

  it('still serve the page when the build wrote no list, whose address the assets answer with the shell', async () => {
    const bindings = freshBindings();
    const assets = bindings.ASSETS;
    // As deployed assets answer any missing file: the SPA's shell, with 200.
    const shellEverywhere = {
      fetch: (input: RequestInfo | URL) =>
        assets.fetch(new URL('/index.html', new Request(input).url).toString()),
    } as typeof assets;
    const response = await call({ ...bindings, ASSETS: shellEverywhere }, 'GET', '/directory');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="app-files" content="" />');
    expect(html).toContain('<meta name="app-entry" content="/assets/index-test.js" />');
    // Nor the islands: the chat buttons wake the whole app, as any other control.
    expect(html).not.toContain('<meta name="chat-island"');
    expect(html).not.toContain(chatTemplateId);
    expect(html).toContain('<meta name="idle-fetch" content="/assets/index-test.js" />');
    expect(html).not.toMatch(/<script[^>]* src=/);
  });

  it('run the trade-selection island at once on the directory, whose selection bar it answers, and on no other page', async () => {
    const bindings = freshBindings();
    const listing = await makeTradesman(databaseOf(bindings));
    const island = `<script type="module" src="${testIslands.tradeSelection.entry}" crossorigin></script>`;
    for (const path of ['/directory', '/directory?view=cards&location=Watford']) {
      const html = await (await call(bindings, 'GET', path)).text();
      expect(rootOf(html), path).toContain('id="trade-request"');
      expect(html, path).toContain(island);
      expect(html.split(island).length - 1, path).toBe(1);
    }
    for (const path of [
      '/',
      '/about',
      '/education',
      `/listing/${listing.id}`,
      `/quote/${listing.id}`,
      `/quote?trade=${listing.id}`,
    ]) {
      const html = await (await call(bindings, 'GET', path)).text();
      expect(html, path).not.toContain(testIslands.tradeSelection.entry);
    }
  });

  it('render the quote page for the trades the address names, its form posting to that address', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const first = await makeTradesman(db, { name: 'Gade Valley Solar' });
    const second = await makeTradesman(db, { name: 'Colne Insulation' });
    const response = await call(bindings, 'GET', `/quote?trade=${first.id}&trade=${second.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = rootOf(html);
    expect(root).toContain('Request Quotes</h1>');
    expect(root).toContain('Gade Valley Solar');
    expect(root).toContain('Colne Insulation');
    expect(root).toContain(`action="/quote?trade=${first.id}&amp;trade=${second.id}"`);
    expect(root).toMatch(/<form[^>]*method="post"/);
    // Each trade's profile as its own page reads it, so the app starts with them.
    const keys = Object.keys(pageDataOf(html));
    for (const id of [first.id, second.id]) {
      expect(keys, String(id)).toContain(`@"/api/tradesmen","${id}",`);
    }
  });

  it('render the directory in the layout its address names, the switch a pair of links', async () => {
    const bindings = freshBindings();
    await makeTradesman(databaseOf(bindings), { name: 'Watford Heat Pumps' });
    const linkOf = (root: string, label: string) =>
      root.match(new RegExp(`<a [^>]*aria-label="${label}"[^>]*>`))?.[0] ?? '';

    const cards = rootOf(await (await call(bindings, 'GET', '/directory?view=cards')).text());
    expect(cards).toContain('Watford Heat Pumps');
    expect(linkOf(cards, 'Card view')).toContain('aria-current="true"');
    expect(linkOf(cards, 'Card view')).toContain('href="/directory?view=cards"');
    expect(linkOf(cards, 'List view')).not.toContain('aria-current');
    expect(linkOf(cards, 'List view')).toContain('href="/directory"');
    // The filters keep the layout when sent.
    expect(cards).toContain('<input type="hidden" name="view" value="cards"/>');

    const list = rootOf(await (await call(bindings, 'GET', '/directory')).text());
    expect(linkOf(list, 'List view')).toContain('aria-current="true"');
    expect(linkOf(list, 'Card view')).not.toContain('aria-current');
    expect(list).not.toContain('name="view"');
  });

  it('render as many pages of a profile’s reviews as its address names, Load more a link to one more', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const listing = await makeTradesman(db, { name: 'Reviewed Heat Pumps' });
    const homeowner = await makeUser(db, { role: 'resident' });
    // Three pages of ten: 25 reviews, newest last made.
    const ids: number[] = [];
    for (let n = 0; n < 25; n++) {
      const quote = await makeQuote(db, listing, {
        homeownerId: homeowner.id,
        status: 'completed',
      });
      const [review] = await db
        .insert(reviews)
        .values({
          quoteRequestId: quote.id,
          tradesmanId: listing.id,
          homeownerId: homeowner.id,
          rating: 5,
          title: `Review number ${n}`,
          text: 'Tidy work and a clear explanation of the controls.',
          workDate: '2026-03-01',
          createdAt: new Date(Date.UTC(2026, 3, 1 + n)),
        })
        .returning();
      ids.push(review?.id ?? 0);
    }
    const newestFirst = ids.toReversed();
    const shownIn = (root: string) =>
      [...root.matchAll(/<article[^>]* id="review-(\d+)"/g)].map((match) => Number(match[1]));
    const loadMoreOf = (root: string) =>
      root.match(/<a [^>]*href="([^"]*)"[^>]*>Load more<\/a>/)?.[1]?.replaceAll('&amp;', '&');

    const first = rootOf(await (await call(bindings, 'GET', `/listing/${listing.id}`)).text());
    expect(shownIn(first)).toEqual(newestFirst.slice(0, 10));
    expect(loadMoreOf(first)).toBe(`/listing/${listing.id}?reviews=2#review-${newestFirst[9]}`);

    const response = await call(bindings, 'GET', `/listing/${listing.id}?reviews=2`);
    expect(response.status).toBe(200);
    const two = rootOf(await response.text());
    expect(shownIn(two)).toEqual(newestFirst.slice(0, 20));
    expect(loadMoreOf(two)).toBe(`/listing/${listing.id}?reviews=3#review-${newestFirst[19]}`);

    // The last page has no more to load.
    const all = rootOf(
      await (await call(bindings, 'GET', `/listing/${listing.id}?reviews=3`)).text(),
    );
    expect(shownIn(all)).toEqual(newestFirst);
    expect(loadMoreOf(all)).toBeUndefined();
  });

  it('link one shared style file, kept for good under its address, instead of inlining it', async () => {
    const bindings = freshBindings();
    const home = await (await call(bindings, 'GET', '/')).text();
    const directory = await (await call(bindings, 'GET', '/directory')).text();
    const href = home.match(/<link rel="stylesheet" href="(\/styles\/shared-[0-9a-f]+\.css)"/)?.[1];
    expect(href).toBeDefined();
    expect(directory).toContain(`href="${href}"`);
    const sheet = await call(bindings, 'GET', href ?? '');
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await sheet.text();
    // Chakra's tokens and reset, which the page no longer repeats.
    expect(css).toContain('--chakra-colors-');
    expect(css.length).toBeGreaterThan(5_000);
    expect(home).not.toContain(css.slice(0, 200));
    // A page from an earlier deploy names an older file: today's rules, not kept.
    const older = await call(bindings, 'GET', '/styles/shared-000000000000.css');
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('keep every page within 150 KB gzip, its styles and data included, and the code its first actions run within 50 KB', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const description = 'Air-source and ground-source heat pumps, surveys and aftercare. '.repeat(
      8,
    );
    const listings = [];
    // More than a page of the directory, each with a long description.
    for (let index = 0; index < 25; index++) {
      listings.push(await makeTradesman(db, { description }));
    }
    const listing = listings[0] as (typeof listings)[number];
    const [article] = await db
      .insert(articles)
      .values({
        title: 'Heat pumps in older homes',
        content: `${description}\n\n`.repeat(20),
        category: 'Heat Pumps',
        isPublished: true,
      })
      .returning();
    const ids = {
      education: article?.id ?? 0,
      listing: listing.id,
      tradesman: listing.id,
      quote: listing.id,
    };
    for (const { path } of serverPages) {
      const address = addressOf(path, ids);
      const response = await call(bindings, 'GET', address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      const page = await gzipSize(html);
      // The first actions are the browser's own (links, <details>, forms that send; the e2e
      // first-actions journey holds the app back to prove it): the only code they run is the
      // page's inline scripts, the wake script and the colour mode's, which the built index.html
      // carries in its head (this test's stands in for it without) (issue 27's 50 KB).
      const inlineCode = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1],
      );
      expect(inlineCode, address).toEqual([wakeScript]);
      const firstActions = await gzipSize(colorModeScript + wakeScript);
      console.log(
        `${address}: ${kb(page)} KB gzip (budget 150 KB); first-action code ${kb(firstActions)} KB (budget 50 KB)`,
      );
      expect(page, address).toBeLessThanOrEqual(150 * 1024);
      expect(firstActions, address).toBeLessThanOrEqual(50 * 1024);
    }
  });

  it('render the home, education, about and policy pages', async () => {
    const bindings = freshBindings();
    for (const [path, text] of [
      ['/', 'Popular services'],
      ['/education', 'Education Hub'],
      ['/about', 'About'],
      ['/review-policy', 'Every review gets the same checks, whether it gives one star or five.'],
      ['/how-we-rank', 'The plan, a paid placement: Premium (top placement) first'],
    ] as const) {
      const response = await call(bindings, 'GET', path);
      expect(response.status, path).toBe(200);
      expect(rootOf(await response.text()), path).toContain(text);
    }
  });

  it('render the grant checker as a plain GET form, and its result from the address alone', async () => {
    const bindings = freshBindings();
    const questions = rootOf(await (await call(bindings, 'GET', '/grants')).text());
    expect(questions).toContain('<form action="/grants" method="get">');
    expect(questions).not.toContain('What you could get');

    const address =
      '/grants?tenure=owner&country=england&heating=oil&offGasGrid=yes&propertyType=house&newBuild=no&epc=D&income=over36k&benefits=no&measures=heat-pump&measures=solar-pv';
    const response = await call(bindings, 'GET', address);
    expect(response.status).toBe(200);
    const result = rootOf(await response.text());
    expect(result).toContain('What you could get');
    expect(result).toContain('Boiler Upgrade Scheme');
    expect(result).toContain('href="https://www.gov.uk/apply-boiler-upgrade-scheme"');
    expect(result).toContain('href="/directory?grant=bus&amp;measure=heat-pump"');
    // The answers stay chosen in the form, so the result can be changed and sent again.
    expect(result).toMatch(/<option value="oil" selected="">/);
  });

  it("answer the app's other pages with its shell, and an address no page has with 404", async () => {
    const bindings = freshBindings();
    for (const path of ['/auth', '/dashboard', '/booking', '/admin/users']) {
      const response = await call(bindings, 'GET', path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    for (const path of ['/no-such-page', '/dashboard/nothing/here', '/index.htm']) {
      const response = await call(bindings, 'GET', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      // The app shows its own "Page not found" for the address.
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    const api = await call(bindings, 'GET', '/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });

  it('answer 404 for an article that does not exist, with the page for the browser to finish', async () => {
    const response = await call(freshBindings(), 'GET', '/education/999999');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(rootOf(html)).not.toBe('');
    // Only the app can finish it, so its script loads at once rather than on the first tap.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
    expect(html).not.toContain('app-entry');
  });
});

describe('wrangler.toml', () => {
  it('runs the Worker first for every address but the static files the build writes', () => {
    const list = wranglerToml.match(/^run_worker_first = \[([^\]]*)\]/m)?.[1] ?? '';
    const patterns = [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    // The hashed bundle, and each file of web/public, which Vite copies to the build as it is.
    const staticFiles = ['/assets/*', ...publicFiles.map((file) => `/${file}`)];
    expect(patterns.toSorted()).toEqual(
      ['/*', ...staticFiles.map((path) => `!${path}`)].toSorted(),
    );
  });
});
