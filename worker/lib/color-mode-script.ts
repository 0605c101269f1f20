// The inline script in the head of every page (vite.config.ts puts it there): it sets the colour
// class before the first paint, so a server-rendered page never flashes the wrong theme while its
// scripts load. Same rule as the app (docs/product/public-site.md §4): the stored theme, else the
// system preference. A stored sign-in marks the page (`signedInAttribute`), so the signed-out
// header the server rendered offers no Sign In to a signed-in visitor while the app loads. The
// CSP allows exactly this text by its hash.
import { signedInAttribute } from '../../schema/page-waking.ts';
import { storageKeys } from '../../schema/storage-keys.ts';

export const colorModeScript =
  `(function(){try{var s=localStorage.getItem('${storageKeys.theme}'),m=` +
  "s==='dark'||s==='light'?s:" +
  "matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light',e=document.documentElement;" +
  'e.classList.add(m);e.style.colorScheme=m;' +
  `localStorage.getItem('${storageKeys.authToken}')&&e.setAttribute('${signedInAttribute}','')}catch(x){}})()`;

/** sha256 of `colorModeScript`, base64 (inline-scripts.test.ts keeps it in step). */
export const colorModeScriptHash = 'sha256-/4ihVb0Egny3PSftSBzY29j+nV7eiUNkE9fw5+ecIPI=';
