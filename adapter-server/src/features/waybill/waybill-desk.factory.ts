import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { EmbeddedWaybillDeskService, type WaybillDeskService } from './waybill-desk.service';
import { HttpWaybillDeskService } from './waybill-http.service';

/** The company's systems when `WAYBILL_API_URL` is set, else the embedded service over the seeded tables. */
export function createWaybillDesk(config: Config, db: Executor): WaybillDeskService {
  if (config.waybillApiUrl) {
    return new HttpWaybillDeskService({ baseUrl: config.waybillApiUrl, token: config.waybillApiToken, timeoutMs: config.waybillApiTimeoutMs });
  }
  return new EmbeddedWaybillDeskService(db);
}
