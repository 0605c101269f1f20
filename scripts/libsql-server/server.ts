// HTTP front of the local libSQL server: routing, body parsing and error responses for
// Hrana over HTTP v2 (JSON), the protocol @libsql/client speaks to Turso.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, isIPv6 } from 'node:net';
import { Databases, namespacePattern } from './database.ts';
import { ProtocolError } from './errors.ts';
import { decodePipelineRequest } from './protocol.ts';
import { answerReplication } from './replication.ts';
import { Streams } from './streams.ts';

export type LibsqlServerOptions = {
  databasePath: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Enables `/ns/<name>/` URLs, each backed by `<namespaceDir>/<name>.db`. */
  namespaceDir?: string;
  /** Database file that new namespaces start as a copy of. */
  namespaceTemplate?: string;
  quiet?: boolean;
  /** How long a stream may sit idle before it is closed and its transaction rolled back. */
  idleStreamTimeoutMs?: number;
};

export type LibsqlServer = { url: string; port: number; close(): Promise<void> };

type Route = { namespace: string | undefined; endpoint: string };

// `/ns/<name>/<endpoint>` or `/<endpoint>`. The client resolves `v2/pipeline` against its URL, so a
// namespace URL must end with a slash: `http://host/ns/abc` would post to `/ns/v2/pipeline`.
function route(pathname: string): Route {
  if (!pathname.startsWith('/ns/')) return { namespace: undefined, endpoint: pathname };
  const [, name = '', ...rest] = pathname.slice(1).split('/');
  if (!namespacePattern.test(name)) throw notFound(pathname);
  return { namespace: name, endpoint: `/${rest.join('/')}` };
}

function notFound(pathname: string): ProtocolError {
  const hint = pathname.startsWith('/ns/')
    ? '. A namespace client URL must end with a slash, e.g. http://host/ns/<name>/'
    : '';
  return new ProtocolError(`Unknown path ${pathname}${hint}`, 'NOT_FOUND', 404);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ProtocolError('The request body is not valid JSON', 'JSON_INVALID');
  }
}

// The client only reads `{ message, code }` from an error body when the content type is exactly
// `application/json` (no charset parameter).
function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
  });
  res.end(text);
}

export async function startLibsqlServer(options: LibsqlServerOptions): Promise<LibsqlServer> {
  const databases = new Databases(options);
  const streams = new Streams(options.idleStreamTimeoutMs ?? 10_000);
  const log = (message: string) => {
    if (!options.quiet) console.error(`[libsql-server] ${message}`);
  };

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const { namespace, endpoint } = route(pathname);
    if (namespace !== undefined && !databases.hasNamespaces) {
      throw new ProtocolError('Namespaces are not enabled on this server', 'NOT_FOUND', 404);
    }
    const expectMethod = (method: string) => {
      if (req.method !== method) {
        throw new ProtocolError(`${endpoint} expects ${method}`, 'METHOD_NOT_ALLOWED', 405);
      }
    };
    if (endpoint === '/health') {
      expectMethod('GET');
      send(res, 200, 'ok');
    } else if (endpoint === '/v2') {
      // The version probe: answering only v2 makes clients that probe fall back to v2 JSON.
      expectMethod('GET');
      send(res, 200, 'Hello, this is HTTP API v2 (Hrana over HTTP)');
    } else if (endpoint === '/v2/pipeline') {
      expectMethod('POST');
      const request = decodePipelineRequest(await readJson(req));
      const host = namespace === undefined ? databases.main : databases.namespace(namespace);
      send(res, 200, await streams.pipeline(host, request));
    } else if (!answerReplication(endpoint, res)) {
      throw notFound(pathname);
    }
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      const known = error instanceof ProtocolError;
      const status = known ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      log(`${req.method} ${req.url} -> ${status}: ${message}`);
      if (!res.headersSent)
        send(res, status, { message, code: known ? error.code : 'INTERNAL_ERROR' });
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${isIPv6(host) ? `[${host}]` : host}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        streams.closeAll();
        server.close(() => resolve());
        // Clients keep HTTP connections alive; without this, close() would wait for them.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
