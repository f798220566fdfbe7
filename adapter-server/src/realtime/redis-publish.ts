import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The Redis adapter publishes without awaiting (joins, leaves, requests to other instances). A publish that
 * fails (Redis gone, or the client closed while a socket was still leaving) is logged here instead of becoming an
 * unhandled rejection that would stop the process; callers that do await the publish still see the error.
 */
export function logPublishFailures(client: RedisClient, log: (msg: string, err?: unknown) => void): void {
  const publish = client.publish.bind(client);
  const guarded = (...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    sent.catch((err: unknown) => log('redis publish failed', err));
    return sent;
  };
  Object.assign(client, { publish: guarded });
}
