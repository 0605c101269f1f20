// sqld's replication endpoints, which an embedded replica (`createClient({ url: 'file:…', syncUrl })`)
// calls. This server has no write-ahead log to ship, so each one answers with one clear error, shaped
// so that the replica gives up at once and shows it, instead of retrying until a handshake timeout.
import type { ServerResponse } from 'node:http';

export const replicationNotSupported =
  'replication is not supported by the local server; use sqld or Turso';

// gRPC services of sqld's legacy replication protocol (libsql's `ReplicationLog` and the replica's
// write proxy) and the paths of its HTTP sync protocol.
const grpcPath = /^\/(wal_log\.ReplicationLog|proxy\.Proxy)\//;
const syncPath = /^\/(export|sync)\//;

// gRPC's UNIMPLEMENTED status code.
const grpcUnimplemented = '12';

/**
 * Answers `endpoint` if it is a replication endpoint; false otherwise.
 *
 * libsql (behind @libsql/client 0.18) first probes `GET /info`. Any failure there makes it fall back
 * to the legacy gRPC protocol, whose client never shows the server's message and retries the
 * handshake for seconds. A success picks the HTTP sync protocol, whose first request
 * (`GET /export/<generation>`) fails with the response body in the error. So `/info` reports a
 * generation, and the export answers the error.
 */
export function answerReplication(endpoint: string, res: ServerResponse): boolean {
  if (endpoint === '/info') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ current_generation: 1 }));
  } else if (syncPath.test(endpoint)) {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ message: replicationNotSupported, code: 'REPLICATION_NOT_SUPPORTED' }),
    );
  } else if (grpcPath.test(endpoint)) {
    // A gRPC-web "trailers-only" answer: the status travels in the headers, with no body.
    res.writeHead(200, {
      'content-type': 'application/grpc-web+proto',
      'grpc-status': grpcUnimplemented,
      'grpc-message': encodeURIComponent(replicationNotSupported),
    });
    res.end();
  } else {
    return false;
  }
  return true;
}
