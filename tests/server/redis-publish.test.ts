import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { logPublishFailures } from '../../adapter-server/src/realtime/redis-publish';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('a Redis publish nobody awaits', () => {
  it('is logged when the client is closed, and never becomes an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      const logged = new Promise<string>((resolve) => logPublishFailures(client, (msg) => resolve(msg)));
      await client.quit();
      // What the adapter does when a socket leaves during shutdown: publish and move on.
      void client.publish('ccim-test', 'x');
      expect(await logged).toBe('redis publish failed');
      // Unhandled rejections are reported once the microtasks run dry, before the next turn of the loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      // A caller that awaits still sees the failure.
      await expect(client.publish('ccim-test', 'y')).rejects.toThrow();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
