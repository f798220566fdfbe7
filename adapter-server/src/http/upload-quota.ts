import type { Request } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { addTranslations } from './i18n';
import { consumeOrRefuse, type RateLimits } from './rate-limits';

const HOUR_S = 3600;
const TOO_MANY = 'Upload quota reached: too many files this hour, try again later';
const TOO_MUCH = 'Upload quota reached: too many bytes this hour, try again later';
addTranslations({ [TOO_MANY]: '已达上传限额：本小时上传文件过多，请稍后再试', [TOO_MUCH]: '已达上传限额：本小时上传数据过多，请稍后再试' });

/**
 * Per-user upload quota over an hour: a number of files and a number of bytes, counted per staff user or
 * visitor (in Redis when REDIS_URL is set, so every instance shares them).
 */
export class UploadQuota {
  private readonly files: RateLimiterAbstract;
  private readonly bytes: RateLimiterAbstract;

  constructor(limits: RateLimits, quota: Config['uploadQuota']) {
    this.files = limits.limiter({ points: quota.count, duration: HOUR_S, keyPrefix: 'ccim-upload-files' });
    this.bytes = limits.limiter({ points: quota.bytes, duration: HOUR_S, keyPrefix: 'ccim-upload-bytes' });
  }

  /** Counts one upload of `size` bytes for `who`; past either limit the upload is refused with 429. */
  async take(who: string, size: number): Promise<void> {
    await consumeOrRefuse(this.files, who, TOO_MANY);
    await consumeOrRefuse(this.bytes, who, TOO_MUCH, Math.max(1, size));
  }
}

/** The app's quota, set by `createApp` on `app.locals` so every upload parser finds it without wiring. */
export function quotaOf(req: Request): UploadQuota | undefined {
  return (req.app.locals as { uploadQuota?: UploadQuota }).uploadQuota;
}

/** Who an upload counts against: the staff user or the visitor, else the address. */
export function uploaderOf(req: Request): string {
  if (req.user) return `staff:${req.user.id}`;
  if (req.visitor) return `visitor:${req.visitor.id}`;
  return `ip:${req.ip ?? ''}`;
}
