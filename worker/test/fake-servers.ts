// Stand-ins started by the worker tests' global setup, reachable from workerd on 127.0.0.1.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket } from 'node:net';

export interface Delivery {
  idempotencyKey: string | null;
  to: string;
  subject: string;
  attachments?: { filename: string; content_type: string; content: string }[];
}

/**
 * A mail provider that accepts every POST to `/<box>/send` and lists what `/<box>` received, so
 * a test can count deliveries per mail in a box of its own.
 */
export async function startMailProvider() {
  const boxes = new Map<string, Delivery[]>();
  const server = createHttpServer((request, response) => {
    const box = (request.url ?? '/').split('/')[1] ?? '';
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') {
        const mail = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Delivery;
        const key = request.headers['idempotency-key'];
        const deliveries = boxes.get(box) ?? [];
        deliveries.push({
          idempotencyKey: typeof key === 'string' ? key : null,
          to: mail.to,
          subject: mail.subject,
          ...(mail.attachments && { attachments: mail.attachments }),
        });
        boxes.set(box, deliveries);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(request.method === 'POST' ? { ok: true } : (boxes.get(box) ?? [])),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A "database" that accepts connections and never answers, like a paused libSQL server. */
export async function startStalledServer() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => sockets.delete(socket));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
