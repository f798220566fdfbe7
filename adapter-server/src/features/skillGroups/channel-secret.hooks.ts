import type { EndpointHandler } from '../../schema/hooks';
import { listChannelsWithSecret, putChannelSecret } from '../conversations/channel-secret.repository';

/** 1 when the channel has a signing secret: all the admin screen ever learns of it. */
export async function secretStates(db: Parameters<typeof listChannelsWithSecret>[0]): Promise<Map<number, 0 | 1>> {
  return new Map((await listChannelsWithSecret(db)).map((r) => [Number(r.channel), 1 as const]));
}

/**
 * `PUT skillGroupLinkMgt/secret {id, channelSecret}`: sets or rotates a channel's signing secret. The answer
 * says only that it is set; no call ever returns the secret (it lives in the database and the channel's backend).
 */
export const channelSecretHandlers: Record<string, EndpointHandler> = {
  // Admins only (`roles` in the schema): supervisors relink channels, but only an administrator decides whom a
  // channel's identities are trusted from.
  'PUT skillGroupLinkMgt/secret': async ({ ctx, user, input }) => {
    const channel = Number(input.id);
    await putChannelSecret(ctx.db.kysely, { channel, secret: String(input.channelSecret), updated_at: Date.now(), updated_by: user.username });
    // The visitors' tokens issued under the old secret end (docs/api.md "Channel integrators").
    ctx.events.emit('channel_secret.changed', { channel });
    return { id: channel, secretState: 1 };
  },
};
