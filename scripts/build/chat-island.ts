// The chat island (web/src/islands/chat.tsx, docs/decisions/006) is built apart from the app, after
// it, into the same folder: as an entry of the app's own build it would share the app's one
// initial file (vite.config.ts groups every file a page needs first into one) and so load the
// whole app. Its files are listed in dist/chat-island.json, which the Worker names in each
// server-rendered page (worker/routes/pages.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

export const chatIslandName = 'chat-island.json';

/** dist/chat-island.json: the island's entry and every file it imports, as addresses. */
export interface ChatIslandFiles {
  entry: string;
  files: string[];
}

const entryModule = fileURLToPath(new URL('../../web/src/islands/chat.tsx', import.meta.url));

/** Builds the island after the app, with the app's resolving, plugins and tree-shaking. */
export function chatIsland(
  shared: () => Pick<InlineConfig, 'resolve' | 'plugins'> & {
    treeshake: Rolldown.InputOptions['treeshake'];
  },
): Plugin {
  let outDir = '';
  return {
    name: 'chat-island',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
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
          rolldownOptions: { input: { 'chat-island': entryModule }, treeshake },
        },
      });
      const [output] = Array.isArray(result) ? result : [result];
      const chunks = (output as Rolldown.RolldownOutput).output.filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('chat-island: the build has no entry');
      const island: ChatIslandFiles = {
        entry: `/${entry.fileName}`,
        files: chunks.filter((chunk) => chunk !== entry).map((chunk) => `/${chunk.fileName}`),
      };
      writeFileSync(join(outDir, chatIslandName), JSON.stringify(island));
    },
  };
}
