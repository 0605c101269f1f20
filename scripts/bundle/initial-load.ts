// The app a public page wakes on the visitor's first intent (worker/lib/wake-script.ts): the built
// index.html's script and style sheets, plus the files the build lists for the page in
// dist/wake-files.json (its code, the entry's imports and the toaster; scripts/build/wake-files.ts),
// which the page asks for all at once when it wakes (only the entry is fetched while it is idle).
// The page itself, before that, is HTML with its styles inside and no script file
// (worker/routes/pages.test.ts holds it to 150 KB). Sizes are gzip, as a CDN sends them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type IslandsList, islandsName } from '../build/islands.ts';
import { type WakeFiles, wakeFilesName } from '../build/wake-files.ts';

export interface InitialLoad {
  page: string;
  files: number;
  /** gzip bytes of the JavaScript and CSS. */
  js: number;
  css: number;
}

/** The initial load of each server-rendered page of a build in `distDir`. */
export function initialLoads(distDir: string): InitialLoad[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [
    ...html.matchAll(/<(?:script|link rel="stylesheet")[^>]*(?:src|href)="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const wakes = JSON.parse(readFileSync(join(distDir, wakeFilesName), 'utf8')) as WakeFiles;
  const gzipped = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
  return Object.entries(wakes).map(([page, files]) => {
    let js = 0;
    let css = 0;
    for (const file of new Set([...entry, ...files])) {
      if (file.endsWith('.css')) css += gzipped(file);
      else js += gzipped(file);
    }
    return { page, files: entry.length + files.length, js, css };
  });
}

/**
 * What the islands load (scripts/build/islands.ts), all of them, gzip: the chat island at a press on
 * a chat button, the trade-selection island with the directory. Without the app, that is all a
 * signed-out visitor's public page can wake (docs/decisions/006).
 */
export function islandsLoad(distDir: string): InitialLoad {
  const list = JSON.parse(readFileSync(join(distDir, islandsName), 'utf8')) as IslandsList;
  const files = new Set(Object.values(list).flatMap(({ entry, files }) => [entry, ...files]));
  const js = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  );
  return { page: 'the islands', files: files.size, js, css: 0 };
}

/** gzip bytes of the JavaScript a build in `distDir` ships (the stack's floor, stack-floor/). */
export function builtScriptBytes(distDir: string): number {
  return readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, 'assets', file))).length, 0);
}
