import { describe, expect, it } from 'vitest';
import { DomainEvents } from '../../adapter-server/src/events/domain-events';

describe('domain events', () => {
  it('a declared event reaches its listener after the emit returns', async () => {
    const events = new DomainEvents((err) => {
      throw err;
    });
    const heard = new Promise<string>((resolve) => events.on('queue.changed', (p) => resolve(p.skillGroupId)));
    events.emit('queue.changed', { skillGroupId: 'g1' });
    expect(await heard).toBe('g1');
  });

  it('a misspelt event name does not compile (checked by npm run typecheck)', () => {
    const events = new DomainEvents(() => undefined);
    // @ts-expect-error 'robotQa.changed' is not declared: the listened-to name is 'robot_qa.changed'.
    events.emit('robotQa.changed', {});
    // @ts-expect-error 'sensitiveWords.changed' is not declared either.
    events.on('sensitiveWords.changed', () => undefined);
  });
});
