// The inline script at the end of every server-rendered page (worker/routes/pages.ts). The page is
// complete HTML, so the app (React, Chakra UI: ~220 KB gzip and about a second of a phone's main
// thread) waits for the visitor's first sign of intent: a tap, a key, focus, typing. Until then
// links are plain links, and a press on a button, or a form sent, is held back and handed to the
// app, which replays them in order once it has taken the page over (web/src/app/earlyInput.ts reads
// `window.__early`). A signed-in visitor gets the app at once (their header depends on it), as does
// a page the app left a message for over a reload (session storage: the Logged Out toast). Once
// the page has loaded and the browser is idle, the app's code is fetched (not run) ahead of need.
// The CSP allows exactly this text by its hash.
import { storageKeys } from '../../schema/storage-keys.ts';

export const wakeScript =
  '(function(){var d=document,w=window,m=d.querySelector(\'meta[name="app-entry"]\');if(!m)return;' +
  'var src=m.content,woke=!1,e=w.__early={ready:!1,held:[],wake:wake};' +
  "function add(rel){var s=d.createElement(rel?'link':'script');" +
  "if(rel){s.rel=rel;s.href=src}else{s.type='module';s.src=src}s.crossOrigin='';d.head.appendChild(s)}" +
  'function wake(){if(!woke){woke=!0;add()}}' +
  "['pointerdown','touchstart','keydown','focusin','input','change'].forEach(function(t){" +
  'd.addEventListener(t,wake,{capture:!0,passive:!0})});' +
  "d.addEventListener('click',function(v){if(e.ready||!v.target.closest)return;" +
  "var t=v.target.closest('a[href],summary,select,textarea,input,button,label,[role=button],[role=tab]," +
  "[role=checkbox],[role=switch],[role=radio],[role=menuitem],[role=option],[role=combobox]');" +
  "if(!t||/^(A|SUMMARY|SELECT|TEXTAREA)$/.test(t.tagName)||t.tagName==='INPUT'&&" +
  '!/^(checkbox|radio|submit|button|image|reset)$/.test(t.type))return;' +
  "v.preventDefault();v.stopPropagation();e.held.push(t);d.documentElement.style.cursor='progress';wake()},!0);" +
  "d.addEventListener('submit',function(v){if(e.ready)return;v.preventDefault();e.held.push(v.target);wake()},!0);" +
  `try{if(localStorage.getItem('${storageKeys.authToken}')||sessionStorage.length)wake()}catch(x){}` +
  "w.addEventListener('load',function(){(w.requestIdleCallback||setTimeout)(function(){woke||add('modulepreload')})})})()";

/** sha256 of `wakeScript`, base64 (inline-scripts.test.ts keeps it in step). */
export const wakeScriptHash = 'sha256-u5zuic1J6apQW0awiwpK+8evBr54RoZj767P35qK0UM=';
