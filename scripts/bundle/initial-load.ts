// The app a public page wakes on the visitor's first intent (worker/lib/wake-script.ts): the built
// index.html's script, module preloads and style sheets, plus the page's own lazy code, which the
// app loads before it hydrates (web/src/app/App.tsx). The page itself, before that, is HTML with
// its styles inside and no script file (worker/routes/pages.test.ts holds it to 150 KB). Sizes
// are gzip, as a CDN sends them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The server-rendered public pages and the module of each (web/src/app/routes.tsx). */
export const publicPages = {
  '/': 'src/features/home/HomePage.tsx',
  '/directory': 'src/features/directory/DirectoryPage.tsx',
  '/education': 'src/features/articles/EducationPage.tsx',
  '/education/{id}': 'src/features/articles/ArticlePage.tsx',
  '/about': 'src/features/about/AboutPage.tsx',
  '/tradesman/{id}': 'src/features/profile/TradesmanProfilePage.tsx',
  '/listing/{id}': 'src/features/profile/ListingPage.tsx',
} as const;

export interface InitialLoad {
  page: string;
  files: number;
  /** gzip bytes of the JavaScript and CSS. */
  js: number;
  css: number;
}

/** Files of a manifest entry and everything it imports statically. */
function closure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/** The initial load of each public page of a build in `distDir` (built with `manifest: true`). */
export function initialLoads(distDir: string): InitialLoad[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const shell = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  const gzipped = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
  return Object.entries(publicPages).map(([page, module]) => {
    const files = new Set(shell);
    closure(manifest, module, files);
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.css')) css += gzipped(file);
      else js += gzipped(file);
    }
    return { page, files: files.size, js, css };
  });
}
