// CLI: tsx scripts/libsql-server/main.ts --db .data/app.db [--port 8080] [--host 127.0.0.1]
//        [--namespace-dir .data/ns] [--namespace-template .data/template.db] [--quiet]
// Point @libsql/client at the printed URL; for a namespace use `<url>/ns/<name>/` — the trailing
// slash is required, because the client resolves `v2/pipeline` relative to the URL.
import { parseArgs } from 'node:util';
import { startLibsqlServer } from './server.ts';

const usage =
  'Usage: tsx scripts/libsql-server/main.ts --db <file> [--port 8080] [--host 127.0.0.1] ' +
  '[--namespace-dir <dir>] [--namespace-template <file>] [--quiet]';

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        db: { type: 'string' },
        port: { type: 'string', default: '8080' },
        host: { type: 'string' },
        'namespace-dir': { type: 'string' },
        'namespace-template': { type: 'string' },
        quiet: { type: 'boolean', default: false },
      },
    });
    const port = Number(values.port);
    if (values.db === undefined) throw new Error('--db is required');
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error('--port must be a port');
    return {
      databasePath: values.db,
      port,
      host: values.host,
      namespaceDir: values['namespace-dir'],
      namespaceTemplate: values['namespace-template'],
      quiet: values.quiet,
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
}

const server = await startLibsqlServer(parseOptions());
console.log(`libsql server listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Closing rolls back open transactions and stops listening; the process then exits by itself.
  process.once(signal, () => void server.close());
}
