// Child processes of the dev tooling: `wrangler dev` with our bindings, labelled output, health waits.
import { type ChildProcess, spawn } from 'node:child_process';

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
  return spawn(
    'npx',
    [
      'wrangler',
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
      ...vars,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
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
