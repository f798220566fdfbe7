import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../bench/clients';

// The benchmark measures the server as `npm start` runs it; the two must not drift apart.
describe('the production start command', () => {
  it('runs the server with the node flags the benchmark measured', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const start = pkg.scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
    expect(start[0]).toBe('node');
    expect(start).toContain('adapter-server/src/main.ts');
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(start.slice(0, start.indexOf('adapter-server/src/main.ts'))).toContain(flag);
  });
});
