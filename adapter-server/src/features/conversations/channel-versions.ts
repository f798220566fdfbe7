import { createHmac } from 'node:crypto';
import type { DB } from '../../db/database';
import { findChannelSecret } from './channel-secret.repository';

/** How long an instance believes the version it read of a channel's secret (another instance's rotation reaches it within this). */
const FRESH_MS = 5_000;

/** A name for a channel's secret that says nothing of it: a rotation changes it. */
const versionOf = (secret: string) => createHmac('sha256', secret).update('ccim-visitor-token').digest('base64url').slice(0, 16);

/**
 * The current version of each channel's signing secret, which a signed visitor's token carries: rotating the
 * secret ends every token issued under the old one (at once on the instance that rotated it, within FRESH_MS
 * on the others).
 */
export class ChannelVersions {
  private readonly known = new Map<number, { version: string | null; at: number }>();

  constructor(private readonly db: DB) {}

  /** Read from the database now (for a token about to be signed), and remembered. */
  async fresh(channel: number): Promise<string | null> {
    const secret = await findChannelSecret(this.db, channel);
    const version = secret ? versionOf(secret) : null;
    this.known.set(channel, { version, at: Date.now() });
    return version;
  }

  async current(channel: number): Promise<string | null> {
    const k = this.known.get(channel);
    return k && Date.now() - k.at < FRESH_MS ? k.version : this.fresh(channel);
  }

  /** This instance changed the channel's secret. */
  changed(channel: number): void {
    this.known.delete(channel);
  }
}
