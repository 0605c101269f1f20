// The app a public page wakes on the visitor's first intent (worker/lib/wake-script.ts): the built
// index.html's script, module preloads and style sheets, plus the page's own lazy code, which the
// app loads before it hydrates (web/src/app/App.tsx). The page itself, before that, is HTML with
// its styles inside and no script file (worker/routes/pages.test.ts holds it to 150 KB). Sizes
// are gzip, as a CDN sends them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = 'web';
const routeTable = join(webRoot, 'src/app/routes.tsx');

type AstNode = { type: string } & Record<string, unknown>;

/** Every node of an ESTree (sub)tree, depth first. */
function* nodesOf(value: unknown): Generator<AstNode> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item);
  } else if (value !== null && typeof value === 'object') {
    if (typeof (value as AstNode).type === 'string') yield value as AstNode;
    for (const child of Object.values(value)) yield* nodesOf(child);
  }
}

const propertyOf = (object: AstNode, name: string) =>
  (object.properties as AstNode[]).find(
    (property) => property.type === 'Property' && (property.key as AstNode).name === name,
  )?.value as AstNode | undefined;

/**
 * The server-rendered public pages, read from the route table (web/src/app/routes.tsx): each row
 * with `server`, by its path, with the module its `lazy` loads as the build manifest names it.
 */
export function serverRenderedPages(): { page: string; module: string }[] {
  const { program } = parseSync(routeTable, readFileSync(routeTable, 'utf8'));
  const pages = [];
  for (const row of nodesOf(program)) {
    if (row.type !== 'ObjectExpression' || !propertyOf(row, 'server')) continue;
    const path = propertyOf(row, 'path')?.value;
    const load = [...nodesOf(propertyOf(row, 'lazy'))].find(
      (node) => node.type === 'ImportExpression',
    );
    const source = (load?.source as AstNode | undefined)?.value;
    if (typeof path !== 'string' || typeof source !== 'string') {
      throw new Error(`A server-rendered row of ${routeTable} has no path or lazy import`);
    }
    const file = ['.tsx', '.ts']
      .map((extension) => resolve(dirname(routeTable), source) + extension)
      .find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${routeTable}: ${source} not found`);
    pages.push({ page: path, module: relative(webRoot, file) });
  }
  return pages;
}

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

/** The initial load of each server-rendered page of a build in `distDir` (built with `manifest: true`). */
export function initialLoads(distDir: string): InitialLoad[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const shell = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  const gzipped = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
  return serverRenderedPages().map(({ page, module }) => {
    if (!manifest[module]) throw new Error(`${module} (${page}) is not in the build`);
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
