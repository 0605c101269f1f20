// The server-rendered public pages, read from the SPA's route table without running it: the build
// (wake-files.ts) and the bundle budget (scripts/bundle/initial-load.ts) need them before any of
// the app's code exists as a bundle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

const routeTable = fileURLToPath(new URL('../../web/src/app/routes.tsx', import.meta.url));

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
 * Each row of the route table (web/src/app/routes.tsx) with `server`: its path, the absolute path
 * of the module its `lazy` loads.
 */
export function serverRenderedPages(): { page: string; module: string }[] {
  const { program } = parseSync(routeTable, readFileSync(routeTable, 'utf8'));
  const pages = [];
  for (const row of nodesOf(program)) {
    const server = row.type === 'ObjectExpression' ? propertyOf(row, 'server') : undefined;
    if (!server) continue;
    const path = propertyOf(row, 'path')?.value;
    const load = [...nodesOf(propertyOf(row, 'lazy'))].find(
      (node) => node.type === 'ImportExpression',
    );
    const source = (load?.source as AstNode | undefined)?.value;
    if (typeof path !== 'string' || typeof source !== 'string') {
      throw new Error(`A server-rendered row of ${routeTable} has no path or lazy import`);
    }
    const module = ['.tsx', '.ts']
      .map((extension) => resolve(dirname(routeTable), source) + extension)
      .find((candidate) => existsSync(candidate));
    if (!module) throw new Error(`${routeTable}: ${source} not found`);
    pages.push({ page: path, module });
  }
  return pages;
}
