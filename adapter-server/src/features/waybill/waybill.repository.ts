import type { Executor } from '../../db/database';
import type { WaybillsTable } from '../../db/tables/robot.table';

export type WaybillRow = WaybillsTable;

export const findWaybillRow = (db: Executor, no: string) => db.selectFrom('waybills').selectAll().where('waybill_no', '=', no).executeTakeFirst();

export const findWaybillByOrder = (db: Executor, orderNo: string) =>
  db.selectFrom('waybills').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

export const findWaybillsByPhone = (db: Executor, phone: string, limit: number) =>
  db
    .selectFrom('waybills')
    .selectAll()
    .where((eb) => eb.or([eb('receiver_phone', '=', phone), eb('sender_phone', '=', phone)]))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
