import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The Redis adapter publishes without awaiting (joins, leaves, requests to other instances). A publish that
 * fails (Redis gone, or the client closed while a socket was still leaving) is logged here instead of becoming an
 * unhandled rejection that would stop the process; callers that do await the publish still see the error.
 * Answers what waits for the publishes issued so far: null when none is pending.
 */
export function logPublishFailures(client: RedisClient, log: (msg: string, err?: unknown) => void): () => Promise<void> | null {
  const publish = client.publish.bind(client);
  let last: Promise<void> | null = null;
  const guarded = (...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    const settled = sent.then(
      () => undefined,
      (err: unknown) => log('redis publish failed', err),
    );
    last = settled;
    void settled.then(() => {
      if (last === settled) last = null;
    });
    return sent;
  };
  Object.assign(client, { publish: guarded });
  // Redis answers one connection's commands in order, so the last publish answered means every earlier one was.
  // While the client is reconnecting its publishes wait offline; nothing waits for them then.
  return () => (client.isReady ? last : null);
}
