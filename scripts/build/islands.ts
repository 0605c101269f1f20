// The islands (docs/decisions/006): the chat (web/src/islands/chat.ts), the directory's trade
// selection (web/src/islands/tradeSelection.ts) and a signed-in visitor's header
// (web/src/islands/account.ts), which answer on a server-rendered page without
// waking the app. They are built apart from the app, after it, into the same folder: as entries of
// the app's own build they would share the app's one initial file (vite.config.ts groups every
// file a page needs first into one) and so load the whole app. Their files are listed in
// dist/islands.json, which the Worker names in each server-rendered page (worker/routes/pages.ts).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

export const islandsName = 'islands.json';

const entryModules = {
  account: fileURLToPath(new URL('../../web/src/islands/account.ts', import.meta.url)),
  chat: fileURLToPath(new URL('../../web/src/islands/chat.ts', import.meta.url)),
  tradeSelection: fileURLToPath(
    new URL('../../web/src/islands/tradeSelection.ts', import.meta.url),
  ),
};
export type IslandName = keyof typeof entryModules;

/** One island's entry and every file it imports, as addresses. */
export interface IslandFiles {
  entry: string;
  files: string[];
}

/** dist/islands.json. */
export type IslandsList = Record<IslandName, IslandFiles>;

/** An entry's address and those of the files it imports, however deep, now or later. */
function filesOf(entry: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>) {
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = chunks.get(name);
      if (!imported || files.has(name)) continue;
      files.add(name);
      visit(imported);
    }
  };
  visit(entry);
  return { entry: `/${entry.fileName}`, files: [...files].map((name) => `/${name}`) };
}

/** Builds the islands after the app, with the app's resolving, plugins and tree-shaking. */
export function islands(
  shared: () => Pick<InlineConfig, 'resolve' | 'plugins'> & {
    treeshake: Rolldown.InputOptions['treeshake'];
  },
): Plugin {
  let outDir = '';
  return {
    name: 'islands',
    apply: 'build',
    configResolved(config) {
      // As given, relative to the app's root (`web/`), not to where the build was started.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { resolve, plugins, treeshake } = shared();
      const result = await build({
        configFile: false,
        root: 'web',
        logLevel: 'warn',
        resolve,
        plugins,
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: {
            input: {
              'account-island': entryModules.account,
              'chat-island': entryModules.chat,
              'trade-selection': entryModules.tradeSelection,
            },
            treeshake,
          },
        },
      });
      const [output] = Array.isArray(result) ? result : [result];
      const chunks = new Map(
        (output as Rolldown.RolldownOutput).output
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entryOf = (module: string) => {
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk.facadeModuleId === module,
        );
        if (!entry) throw new Error(`islands: the build has no entry for ${module}`);
        return filesOf(entry, chunks);
      };
      const list: IslandsList = {
        account: entryOf(entryModules.account),
        chat: entryOf(entryModules.chat),
        tradeSelection: entryOf(entryModules.tradeSelection),
      };
      writeFileSync(join(outDir, islandsName), JSON.stringify(list));
    },
  };
}
