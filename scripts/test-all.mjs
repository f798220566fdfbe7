// `npm test`: every layer in order (stopping at the first that fails, as `&&` did), then each layer's time.
// The browser bundles are built once, by the e2e layer, right before Playwright serves them.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const npx = (...args) => ['npx', args];
const node = (...args) => [process.execPath, args];
const LAYERS = [
  ['typecheck', [npx('tsc', '-p', 'tsconfig.json', '--noEmit'), npx('tsc', '-p', 'adapter-server/tsconfig.json', '--noEmit')]],
  ['lint', [npx('eslint', '.', '--max-warnings', '0'), npx('knip', '--no-progress'), npx('depcruise', 'adapter-server/src', '--config', '.dependency-cruiser.mjs')]],
  ['unit', [npx('vitest', 'run', '--project', 'unit')]],
  ['server', [node('scripts/require-services.mjs'), npx('vitest', 'run', '--project', 'server')]],
  ['e2e', [node('scripts/ensure-chromium.mjs'), npx('vite', 'build'), npx('playwright', 'test')]],
];

/** CPU seconds of the finished children this process waited for (Linux; null elsewhere). */
function childCpu() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of stat(5), counted from the state field (3).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const rows = [];
let failed = null;
for (const [name, commands] of LAYERS) {
  const started = Date.now();
  const cpuBefore = childCpu();
  for (const [cmd, args] of commands) {
    const r = spawnSync(cmd, args, { stdio: 'inherit' });
    if (r.status !== 0) {
      failed = name;
      break;
    }
  }
  const cpuAfter = childCpu();
  rows.push({ name, wall: (Date.now() - started) / 1000, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
  if (failed) break;
}

const total = rows.reduce((s, r) => s + r.wall, 0);
const fmt = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\nlayer       wall    share   cpu');
for (const r of rows) {
  console.log(`${r.name.padEnd(10)} ${fmt(r.wall).padStart(6)} ${`${Math.round((100 * r.wall) / total)}%`.padStart(6)} ${r.cpu === null ? '  —' : fmt(r.cpu).padStart(6)}`);
}
console.log(`${'total'.padEnd(10)} ${fmt(total).padStart(6)}${failed ? `   (stopped: ${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);
