// The inline script at the end of every server-rendered page (worker/routes/pages.ts). The page is
// complete HTML whose first actions need no application code (docs/decisions/006): links, the
// phone menu's <details>, and forms with an `action` (the searches and filters are GET forms, the
// quote page's form posts). Those work as the browser makes them work, and never wake the app: a
// tap on a link or a search sent loads the next server-rendered page as fast as a static site,
// with no app competing for the phone's network and main thread. A select in a form marked
// `data-submit-on-change` sends it when chosen, as the awake app applies a filter at once. The
// theme switch is answered by this script itself, and a chat button by the chat island, until the
// app is asked for.
//
// The app (React, Chakra UI) loads when the visitor reaches for something only it can answer: a
// press, focus or typing on a control outside those and outside the islands' (marked
// `data-island-control`), which a signed-out visitor's page has none of. A
// press on one, or such a form sent, is held back and handed to the app, which replays them in
// order once it has taken the page over (web/src/app/earlyInput.ts reads `window.__early`); text
// typed is in the page itself. A signed-in visitor gets the account island at once, which draws
// their header (web/src/islands/account.ts; staff's bell and the hub's drafts too), and their forms
// that post carry the sign-in; it also shows the Logged Out toast a sign-out left for the page it
// reloads at (session storage). A page the app left anything else for over a reload gets the app
// at once. Once the page has loaded and the browser is idle, what the page names in `idle-fetch` is
// fetched (not run) ahead of need: the chat island, all a signed-out visitor's page can need
// (the directory runs its trade-selection island from the start). On waking, the other files the page
// names in `app-files` (its own code, the entry's imports and the toaster;
// scripts/build/wake-files.ts) are asked for all at once. The CSP allows exactly this text by its
// hash.
import {
  chatIslandHostAttribute,
  chatIslandMeta,
  chatOpenerAttribute,
} from '../../schema/chat-island.ts';
import {
  accountIslandMeta,
  islandControlAttribute,
  postedSessionField,
  signedInAttribute,
} from '../../schema/page-waking.ts';
import { sessionKeys, storageKeys } from '../../schema/storage-keys.ts';
import {
  switchingThemeAttribute,
  themeSwitchAttribute,
  themeSwitchLabels,
} from '../../schema/theme-switch.ts';

export const wakeScript =
  '(function(){var d=document,w=window,m=d.querySelector(\'meta[name="app-entry"]\');if(!m)return;' +
  "var src=m.content,f=d.querySelector('meta[name=\"app-files\"]'),files=f&&f.content?f.content.split(' '):[]," +
  `i=d.querySelector('meta[name="${chatIslandMeta}"]'),island=i&&i.content,asked=!1,` +
  `a=d.querySelector('meta[name="${accountIslandMeta}"]'),account=a&&a.content,` +
  'woke=!1,e=w.__early={ready:!1,woke:!1,held:[],wake:wake};' +
  "function add(rel,url){var s=d.createElement(rel?'link':'script');" +
  "if(rel){s.rel=rel;s.href=url}else{s.type='module';s.src=url}s.crossOrigin='';d.head.appendChild(s);return s}" +
  // All of the app at once: its entry and, in the next task (the press paints first), every file
  // the page's app runs (the build's list), not each only once the code importing it has run.
  // Should the app fail to load (offline), the header's account links the head script hid for a
  // stored sign-in come back: the app that was to replace them will not.
  `function unmark(){d.documentElement.removeAttribute('${signedInAttribute}')}` +
  'function wake(){if(!woke){woke=e.woke=!0;add(0,src).onerror=unmark;' +
  "setTimeout(function(){files.forEach(function(u){add('modulepreload',u)})})}}" +
  // A form that posts to this site carries a stored sign-in, so the Worker acts for the visitor
  // as the API would for the app (worker/routes/posted-forms.ts).
  `function session(f){try{var t=localStorage.getItem('${storageKeys.authToken}'),x=f.elements.namedItem('${postedSessionField}');` +
  "if(!t||f.action.indexOf(location.origin+'/'))return;" +
  `x||(x=d.createElement('input'),x.type='hidden',x.name='${postedSessionField}',f.appendChild(x));x.value=t}catch(y){}}` +
  // The control an event is for, if any; none in the chat island, which answers its own.
  `function control(t){return t&&t.closest&&!t.closest('[${chatIslandHostAttribute}]')?t.closest('a[href],summary,select,textarea,input,button,label,` +
  '[role=button],[role=tab],[role=checkbox],[role=switch],[role=radio],[role=menuitem],[role=option],' +
  '[role=combobox],[tabindex]:not([tabindex="-1"]),[contenteditable]\'):null}' +
  // Whether the browser (or this script, or an island) answers it alone: a link, a summary, a field
  // or submit button of a form with an action; the theme switch and the chat buttons until the app
  // is on its way; an island's own control while the island runs (the trade selection's Clear, the
  // account menu's Log out; each hands over just before the app hydrates, so a Clear and the ticks
  // after it keep their order). A disabled
  // control asks nothing of anyone.
  `function native(c){if(!woke&&(c.hasAttribute('${themeSwitchAttribute}')||island&&c.hasAttribute('${chatOpenerAttribute}'))||(w.__tradeSelection||w.__accountIsland)&&c.hasAttribute('${islandControlAttribute}')||/^(A|SUMMARY)$/.test(c.tagName))return!0;` +
  "if(c.tagName==='LABEL')c=c.control;" +
  "return!!(c&&(c.disabled||c.form&&c.form.hasAttribute('action')&&c.type!=='button'&&c.type!=='reset'))}" +
  "['pointerdown','touchstart','keydown','focusin','input','change'].forEach(function(t){" +
  'd.addEventListener(t,function(v){var c=control(v.target);c&&!native(c)&&wake()},{capture:!0,passive:!0})});' +
  "d.addEventListener('change',function(v){var t=v.target;if(!e.ready&&t.tagName==='SELECT'&&t.form&&" +
  "t.form.hasAttribute('data-submit-on-change'))t.form.requestSubmit()});" +
  // The theme switch, answered here until the app is on its way: the same store, class and colour
  // scheme as the app's switchColorMode (web/src/lib/colorMode.ts), and the switch's label for the
  // mode shown (the server's HTML says the light theme's). Unlike switchColorMode it does not pause
  // transitions: on a 4×-slowed phone that second style pass put the next paint at 216–280 ms
  // against 168–192 ms without it, and a few controls fading over for 0.2 s is the lesser cost.
  // The press paints first (the switch pressed, its icon turned: `switchingThemeAttribute`) and the page
  // restyles in the task after that frame: restyling a whole profile inside the press's own frame
  // held its next paint at 192–264 ms. Presses before the restyle count from the mode they asked
  // for (`p`), so two quick presses come back where they started. Once the app has been asked for,
  // a press on the switch is held for the app like any other, so the app's state and the page
  // never disagree.
  "var p;function label(){var k=d.documentElement.classList.contains('dark')?'dark':'light';" +
  `d.querySelectorAll('[${themeSwitchAttribute}]').forEach(function(b){b.removeAttribute('${switchingThemeAttribute}');b.setAttribute('aria-label',${JSON.stringify(themeSwitchLabels)}[k])})}label();` +
  "d.addEventListener('click',function(v){var t=v.target,r=d.documentElement,b;" +
  `if(woke||!t.closest||!(b=t.closest('[${themeSwitchAttribute}]')))return;` +
  `p=(p||(r.classList.contains('dark')?'dark':'light'))==='dark'?'light':'dark';try{localStorage.setItem('${storageKeys.theme}',p)}catch(x){}` +
  `b.setAttribute('${switchingThemeAttribute}',p);requestAnimationFrame(function(){setTimeout(function(){if(!p)return;` +
  "r.classList.remove('light','dark');r.classList.add(p);r.style.colorScheme=p;p=0;label()})})},!0);" +
  // A chat button, until the app is on its way, opens the chat island (web/src/islands/chat.ts):
  // a few kilobytes of plain DOM drawing the panel from the page's template. Its first press
  // loads it, which opens the chat; it answers later presses itself.
  "d.addEventListener('click',function(v){var t=control(v.target);" +
  `if(woke||!island||!t||!t.hasAttribute('${chatOpenerAttribute}'))return;v.preventDefault();v.stopPropagation();` +
  "if(w.__chatIsland)return w.__chatIsland.open(t);e.chat=t;t.style.cursor='progress';" +
  'asked||(asked=!0,add(0,island))},!0);' +
  "d.addEventListener('click',function(v){if(e.ready)return;var t=control(v.target);" +
  "if(!t||native(t)||/^(SELECT|TEXTAREA)$/.test(t.tagName)||t.tagName==='INPUT'&&" +
  '!/^(checkbox|radio|submit|button|image|reset)$/.test(t.type))return;' +
  "v.preventDefault();v.stopPropagation();e.held.push(t);t.style.cursor='progress';wake()},!0);" +
  // A form that posts, once the app is on its way, is held for the app, which sends it as JSON;
  // before then the browser posts it, with the stored sign-in (`session`).
  // A GET form's address leaves out empty fields and selects at their first option (no filter,
  // the default order), as the app's own addresses do: /directory?sort=newest, not ?q=&service=all….
  "d.addEventListener('submit',function(v){var f=v.target,q=new URLSearchParams,i,x;if(e.ready)return;" +
  "if(!f.hasAttribute('action')||woke&&!/^get$/i.test(f.method)){v.preventDefault();e.held.push(f);wake();return}" +
  'if(!/^get$/i.test(f.method))return session(f);v.preventDefault();' +
  'for(i=0;x=f.elements[i];i++)x.name&&!x.disabled&&x.value&&!/^(submit|button|reset|image|file)$/.test(x.type)&&' +
  "(!/^(checkbox|radio)$/.test(x.type)||x.checked)&&(x.tagName!=='SELECT'||x.selectedIndex>0)&&q.append(x.name,x.value);" +
  "q=''+q;w.location.assign(f.action.split('?')[0]+(q&&'?'+q))},!0);" +
  // A stored sign-in loads the account island at once (its entry, then what it imports, all asked
  // for together), which draws the visitor's header; without the island, the app.
  // A farewell left by a sign-out is the island's too, which shows it; anything else the app left
  // in session storage is the app's to read.
  `try{var t=localStorage.getItem('${storageKeys.authToken}'),b=sessionStorage.getItem('${sessionKeys.farewell}')!==null;` +
  'if(sessionStorage.length>b||(t||b)&&!account)wake();' +
  "else if(t||b)account.split(' ').forEach(function(u,n){n?add('modulepreload',u):add(0,u).onerror=unmark})}catch(x){}" +
  // While idle, only the entries: fetching every file then (65 on a profile) competed with what
  // the visitor does first, on the network and the main thread (issue 27's measurements).
  "w.addEventListener('load',function(){(w.requestIdleCallback||setTimeout)(function(){" +
  "var n=d.querySelector('meta[name=\"idle-fetch\"]');woke||n&&n.content&&n.content.split(' ').forEach(function(u){" +
  "add('modulepreload',u)})})})})()";

/** sha256 of `wakeScript`, base64 (inline-scripts.test.ts keeps it in step). */
export const wakeScriptHash = 'sha256-J8MsotXHz1VrmrhN2LdXbWVhXknQMiGa202ino0Kwek=';
