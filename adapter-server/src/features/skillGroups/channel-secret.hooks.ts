import { forbidden } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler } from '../../schema/hooks';
import { listChannelsWithSecret, putChannelSecret } from '../conversations/channel-secret.repository';

const SECRET_NEEDS_PERSON = "A channel's signing secret is set by a signed-in administrator, never with an API token";
addTranslations({ [SECRET_NEEDS_PERSON]: '渠道签名密钥只能由已登录的管理员设置，不能使用 API 令牌' });

/** 1 when the channel has a signing secret: all the admin screen ever learns of it. */
export async function secretStates(db: Parameters<typeof listChannelsWithSecret>[0]): Promise<Map<number, 0 | 1>> {
  return new Map((await listChannelsWithSecret(db)).map((r) => [Number(r.channel), 1 as const]));
}

/**
 * `PUT skillGroupLinkMgt/secret {id, channelSecret}`: sets or rotates a channel's signing secret. The answer
 * says only that it is set; no call ever returns the secret (it lives in the database and the channel's backend).
 */
export const channelSecretHandlers: Record<string, EndpointHandler> = {
  // Admins only (`roles` in the schema): supervisors relink channels, but only an administrator signed in as a
  // person decides whom a channel's identities are trusted from; never an API token, whatever its scopes.
  'PUT skillGroupLinkMgt/secret': async ({ ctx, user, input }) => {
    if (user.apiToken) throw forbidden(SECRET_NEEDS_PERSON);
    const channel = Number(input.id);
    await putChannelSecret(ctx.db.kysely, { channel, secret: String(input.channelSecret), updated_at: Date.now(), updated_by: user.username });
    // The visitors' tokens issued under the old secret end (docs/api.md "Channel integrators").
    ctx.events.emit('channel_secret.changed', { channel });
    return { id: channel, secretState: 1 };
  },
};
