// A node:http server for the perf tables' static pages, on a free port of 127.0.0.1.
import { createServer, type Server } from 'node:http';

/** Serves `render`'s page for each address (404 where it has none); resolves with its origin. */
export function startHtmlServer(
  render: (address: URL) => string | undefined,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const page = render(new URL(request.url ?? '/', 'http://localhost'));
    response.writeHead(page === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
    });
    response.end(page ?? 'Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no port'));
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    });
  });
}
