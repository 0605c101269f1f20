// What the app a server-rendered page wakes runs besides its entry: the entry's own imports, the
// page's code, which the app loads before it hydrates (web/src/app/App.tsx), and the toaster,
// which mounts once it has (web/src/app/AppProviders.tsx). The build writes
// them to dist/wake-files.json by the page's route; the Worker names a page's list in the page
// (worker/routes/pages.ts), and its wake script asks for all of it at once on waking. Otherwise
// each of these files is only asked for once the code that imports it has run: round trips one
// after another, after the visitor's tap (issue 27).
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { serverRenderedPages } from './server-rendered-pages.ts';

export const wakeFilesName = 'wake-files.json';

const toaster = fileURLToPath(new URL('../../web/src/components/Toaster.tsx', import.meta.url));

/** dist/wake-files.json: a server-rendered route's pattern → the addresses of its files. */
export type WakeFiles = Record<string, string[]>;

export function wakeFiles(): Plugin {
  return {
    name: 'wake-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
        if (!chunk) throw new Error(`wake-files: ${module} is not a chunk of its own`);
        return chunk;
      };
      const addWithImports = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
        if (into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) addWithImports(imported, into);
        }
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('wake-files: the build has no entry');
      const files: WakeFiles = {};
      for (const { page, module } of serverRenderedPages()) {
        const wakes = new Set<string>();
        for (const chunk of [entry, chunkOf(module), chunkOf(toaster)]) {
          addWithImports(chunk, wakes);
        }
        // The page names its entry already (its `app-entry`).
        wakes.delete(entry.fileName);
        files[page] = [...wakes].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: wakeFilesName, source: JSON.stringify(files) });
    },
  };
}
