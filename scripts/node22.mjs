#!/usr/bin/env node
// Runs a command under Node 22 or newer: wrangler, miniflare and the Workers test pool refuse older
// versions, and many machines (this project's among them) ship Node 20. On an older Node it puts
// node@22 from the npm registry into .tools/ once and runs the command with that Node first on
// PATH (docs/decisions/001-node-22.md). Plain JavaScript, so the old Node can run it.
//
//   node scripts/node22.mjs tsx scripts/dev.ts   run a command under Node 22
//   node scripts/node22.mjs --bin-dir            print the folder to put first on PATH
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

function nodeBinDir() {
  if (major(process.version) >= 22) return dirname(process.execPath);
  const toolsNode = join(toolsBin, process.platform === 'win32' ? 'node.cmd' : 'node');
  if (!existsSync(toolsNode)) {
    console.error(`Node ${process.version} is too old; installing Node 22 into .tools/ (once).`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(
      npm,
      ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', 'node@22'],
      { stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' },
    );
    if (install.status !== 0) {
      console.error('Could not install Node 22; install Node 22 or newer and run again.');
      process.exit(1);
    }
  }
  return toolsBin;
}

const [command, ...args] = process.argv.slice(2);
const binDir = nodeBinDir();
if (command === '--bin-dir') {
  console.log(binDir);
  process.exit(0);
}
if (!command) {
  console.error('usage: node scripts/node22.mjs <command> [args…] | --bin-dir');
  process.exit(2);
}
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: [binDir, process.env.PATH].join(delimiter) },
  shell: process.platform === 'win32',
});
// Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on, and
// this process ends when the command has finished stopping, with its exit code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
