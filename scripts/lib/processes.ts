// Child processes of the dev tooling: `wrangler dev` with our bindings, labelled output, health waits.
//
// Tools run with this Node straight from their package (no `npx` wrapper) and each in its own
// process group: wrangler starts a second Node process and workerd under it, and none of them
// passes a signal on, so stopping only the process we spawned left wrangler holding the port.
// `stopTool` signals the whole group; on exit, any group still running is signalled too.
import { type ChildProcess, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const running = new Set<ChildProcess>();

/** A TCP port of 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Sends a signal to a process group; false when no process of the group is left. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

process.once('exit', () => {
  for (const child of running) signalGroup(child, 'SIGTERM');
});

/** Runs a package's command-line entry (what node_modules/.bin links to) in its own group. */
export function startTool(name: string, args: string[], env = process.env): ChildProcess {
  const entry = realpathSync(
    fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url)),
  );
  const child = spawn(process.execPath, [entry, ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  running.add(child);
  return child;
}

/** Stops a tool and everything it started: SIGTERM to the group, SIGKILL if it outlives graceMs. */
export async function stopTool(child: ChildProcess, graceMs = 10_000): Promise<void> {
  running.delete(child);
  if (!signalGroup(child, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (!signalGroup(child, 0)) return;
  }
  signalGroup(child, 'SIGKILL');
}

export function prefixOutput(child: ChildProcess, label: string) {
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
}

export interface WranglerOptions {
  port: number;
  assetsDir: string;
  persistTo: string;
  vars: Record<string, string>;
}

/** `wrangler dev` serving the Worker and the given built SPA on 127.0.0.1. */
export function startWrangler(options: WranglerOptions): ChildProcess {
  const vars = Object.entries(options.vars).flatMap(([name, value]) => [
    '--var',
    `${name}:${value}`,
  ]);
  return startTool(
    'wrangler',
    [
      'dev',
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--assets',
      options.assetsDir,
      '--persist-to',
      options.persistTo,
      '--show-interactive-dev-session=false',
      // `curl "$BASE/__scheduled?cron=0+*+*+*+*"` runs the hourly job (README, "The hourly job").
      '--test-scheduled',
      // The Worker renders public pages with React: the same production build as the SPA's, which
      // is several times faster than the development one and is what visitors get.
      '--define',
      'process.env.NODE_ENV:"production"',
      ...vars,
    ],
    { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  );
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} was not healthy within ${timeoutMs / 1000} s`);
}
