// The floor of the first-interaction table: the same first actions on a static site of plain
// links and forms (no JavaScript but one line each for the theme switch, the chat button and the
// box that shows the selection bar), served by node:http in the same run, so the table shows what
// this machine and throttling give an action that costs nothing but a page load.
import { startHtmlServer } from './html-server';

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – static floor</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a202c; }
header { display: flex; justify-content: space-between; padding: 1rem; border-bottom: 1px solid #ddd; }
main { padding: 1rem; max-width: 64rem; margin: 0 auto; }
summary { list-style: none; cursor: pointer; padding: 0.5rem; }
details nav a { display: block; padding: 0.5rem 0; }
article { border: 1px solid #ddd; border-radius: 0.5rem; padding: 1rem; margin: 0.75rem 0; }
label { display: block; margin: 0.5rem 0; }
</style>
</head>
<body>
<header><a href="/">Retrofit Smarter Greener</a>
<details><summary aria-label="Open menu">☰</summary>
<nav><a href="/">Home</a><a href="/directory">Directory</a><a href="/education">Education</a><a href="/about">About</a></nav>
</details></header>
<main>${body}</main>
</body>
</html>
`;

const names = Array.from({ length: 25 }, (_, index) => `Hertfordshire Retrofit ${index + 1}`);

function directory(search: URLSearchParams) {
  const sorted = search.get('sort') === 'highest-rated' ? [...names].reverse() : names;
  return shell(
    'Directory',
    `<h1>Find a Retrofit Professional</h1>
<form action="/directory"><label>Search <input name="q" value=""></label><button>Search</button></form>
<p>Sort by: <a href="/directory?sort=best-match">Best match</a> · <a href="/directory?sort=highest-rated">Highest rated</a></p>
<p id="showing">Showing 1–25 of 43 professionals</p>
<a href="/directory?view=cards" aria-label="Card view"${search.get('view') === 'cards' ? ' aria-current="true"' : ''}>▦</a>
${sorted.map((name) => `<article><h2><a href="/profile">${name}</a></h2><p>Heat pumps and solar panels in St Albans.</p><label><input type="checkbox" onchange="document.getElementById('chosen').hidden=false">Add to my request: ${name}</label></article>`).join('\n')}
<div role="region" aria-label="Your chosen trades" id="chosen" hidden>1 of 3 chosen</div>`,
  );
}

const pages: Record<string, (search: URLSearchParams) => string> = {
  '/': () =>
    shell(
      'Home',
      `<h1>Retrofit Smarter Greener</h1>
<form action="/directory"><label>What do you need? <input name="q"></label>
<label>Where? <input name="location"></label><button type="submit">Search</button></form>
<form method="post" action="/newsletter"><input name="email" type="email" aria-label="Email address">
<label><input type="radio" name="userType" value="homeowner"> I'm a homeowner</label>
<button>Subscribe</button></form>`,
    ),
  '/directory': directory,
  '/profile': (search) =>
    shell(
      'Profile',
      `<h1>Hertfordshire Retrofit 1</h1><p>Heat pumps and solar panels in St Albans.</p>
<p><a href="/quote">Request a Quote</a></p>
<ul aria-label="Times on Mon 30 Nov">${['09:00', '10:00', '11:00'].map((time) => `<li><a href="/profile?start=${time}">${time}</a></li>`).join('')}</ul>
${search.get('start') ? `<form method="post" action="/profile" aria-label="Your details for Monday 30 November at ${search.get('start')}"><label>Full name <input name="name"></label></form>` : ''}
<button type="button" onclick="document.documentElement.classList.toggle('dark')">Switch to dark mode</button>
<button type="button" onclick="document.getElementById('chat').hidden=false">Open chat with the Retrofit Helper</button>
<div id="chat" role="dialog" aria-label="Retrofit Helper" hidden><p>Retrofit Helper</p><textarea></textarea></div>`,
    ),
  '/about': () =>
    shell(
      'About',
      `<h1>About</h1><form method="post" action="/about/answer" aria-label="Contact us">
<label>Name <input name="name"></label><label>Email <input name="email" type="email"></label>
<label>Message <textarea name="message"></textarea></label><button>Send Message</button></form>`,
    ),
  '/about/answer': () =>
    shell('About', `<h1>About</h1><p role="alert">Valid email is required</p>`),
  '/newsletter': () =>
    shell('Newsletter', `<h1>Newsletter</h1><p role="status">Successfully Subscribed!</p>`),
  '/quote': () =>
    shell(
      'Request a Quote',
      `<h1>Request a Quote</h1><form method="post" action="/quote">
<label>Property size <select name="size"><option>3 bed</option></select></label>
<label>Project description <textarea name="description"></textarea></label><button>Continue</button></form>`,
    ),
};

/** Serves the floor site on a free port of 127.0.0.1; resolves with its origin and the server. */
export const startFloorServer = () =>
  startHtmlServer((address) => pages[address.pathname]?.(address.searchParams));
