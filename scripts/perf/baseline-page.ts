// The baseline of the speed table: a plain static HTML page with the same kind of text as the home
// page (hero, search, audiences, steps, footer), no JavaScript, served by node:http in the same run,
// so the table shows what this machine's Lighthouse gives a page that costs nothing.
import { startHtmlServer } from './html-server';

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Retrofit Smarter Greener – static baseline</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a202c; }
header, main, footer { padding: 1rem; max-width: 64rem; margin: 0 auto; }
h1 { font-size: 2.25rem; margin: 0.5rem 0; }
.hero { text-align: center; background: #f0fdf4; padding: 3rem 1rem; }
.eyebrow { text-transform: uppercase; font-weight: 600; color: #166534; font-size: 0.875rem; }
a.button { display: inline-block; background: #166534; color: #fff; padding: 0.5rem 1rem;
  border-radius: 0.375rem; text-decoration: none; }
ol { padding-left: 1.25rem; }
</style>
</head>
<body>
<header><a href="/">Retrofit Smarter Greener</a></header>
<main>
<section class="hero">
<p class="eyebrow">Hertfordshire's green-retrofit directory</p>
<h1>Retrofit Smarter Greener</h1>
<p>Find trusted local installers for solar panels, heat pumps, insulation and green roofs, or list
your business and reach homeowners ready to retrofit.</p>
<form action="/directory"><label>Service <select name="service"><option>Solar Panel Installation</option>
<option>Heat Pump Installation</option><option>Insulation</option></select></label>
<label>Location <input name="location" placeholder="Town or postcode"></label>
<button type="submit">Search</button></form>
</section>
<section>
<h2>I'm a homeowner</h2>
<p>Compare verified local professionals, read their credentials and request free quotes.</p>
<a class="button" href="/directory">Browse the directory</a>
<h2>I'm in the trades</h2>
<p>List your business, show your accreditations and receive quote requests from homeowners.</p>
<a class="button" href="/register">List my business</a>
</section>
<section>
<h2>How it works</h2>
<p>From first search to finished job in three steps.</p>
<ol>
<li><h3>Search and compare</h3><p>Filter local professionals by service and area, and compare
credentials, reviews and experience.</p></li>
<li><h3>Request quotes</h3><p>Describe your project once and send it to the businesses you like.
Requests are free.</p></li>
<li><h3>Hire and review</h3><p>Choose the quote that suits you, get the work done, then review it to
help your neighbours.</p></li>
</ol>
</section>
</main>
<footer><p>Retrofit Smarter Greener – green-retrofit trades in Hertfordshire.</p></footer>
</body>
</html>
`;

/** Serves the baseline page on a free port of 127.0.0.1; resolves with its URL and the server. */
export async function startBaselineServer() {
  const { url, server } = await startHtmlServer(() => html);
  return { url: `${url}/`, server };
}
