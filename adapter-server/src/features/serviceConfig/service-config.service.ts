import type { Executor } from '../../db/database';
import { mergeStored, type ServiceConfig } from './service-config';
import { readConfigRows } from './service-config.repository';

/** The one read path of the settings, for the loop, the robot and the management form alike. */
export const getServiceConfig = async (db: Executor): Promise<ServiceConfig> => mergeStored(await readConfigRows(db));
