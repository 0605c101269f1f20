// react-icons ships each icon set as one module of ~1,500 icons. A bundler keeps one module in one
// chunk, so every Lucide icon the app uses anywhere (about a hundred, from the admin screens to the
// dashboard) rode in the entry that every public page wakes. This build step gives each imported
// icon a module of its own, made from its definition in the set, so an icon travels with the code
// that draws it (issue 27: the app a public page wakes).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const set = 'react-icons/lu';
const prefix = '\0icon:';
const importOfSet = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/lu['"];?/g;

/** `LuSearch` → its `export function LuSearch (props) {…};` in the set's module. */
function definitions(): Map<string, string> {
  const file = createRequire(import.meta.url)
    .resolve(set)
    .replace(/index\.js$/, 'index.mjs');
  const source = readFileSync(file, 'utf8');
  const found = new Map<string, string>();
  for (const match of source.matchAll(/^export function (\w+) \(props\) \{\n[^\n]*\n\};$/gm)) {
    found.set(match[1] as string, match[0]);
  }
  return found;
}

export function iconModules(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes(set)) return null;
      return code.replace(importOfSet, (_statement, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported] = name.split(/\s+as\s+/);
            return `import { ${name} } from '${prefix}${imported}';`;
          })
          .join('\n'),
      );
    },
    resolveId: (source) => (source.startsWith(prefix) ? source : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      icons ??= definitions();
      const name = id.slice(prefix.length);
      const definition = icons.get(name);
      if (!definition) throw new Error(`${set} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${definition}`;
    },
  };
}
