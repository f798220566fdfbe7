import type { Router } from 'express';
import type { AppContext } from '../../context';
import { requireRole } from '../../http/auth';
import { createWaybillDesk } from '../waybill/waybill-desk.factory';
import { checkWaybillTypeRoutes, orgInfoRoutes, waybillRoutes } from '../waybill/waybill.routes';
import { dictDataRoutes } from './dict.routes';
import { filesystemRoutes } from './files.routes';
import { workBillRecordRoutes } from './work-bill-records.routes';
import { workBillRoutes } from './work-bill.routes';
import './messages';

/** Mounts `waybill/`, `workBill/`, `orgInfo/`, `baseoss/filesystem/`, `dictData/` and `workbench/checkWaybillType`. */
export function mountWorkbillRoutes(main: Router, ctx: AppContext): void {
  const db = ctx.db.kysely;
  const desk = createWaybillDesk(ctx.config, db);
  main.use('/waybill', waybillRoutes(desk));
  // Department warnings are management information.
  main.use('/workBill/queryCcWarnMsgByDept', requireRole('admin', 'supervisor'));
  main.use('/workBill', workBillRoutes(db, desk), workBillRecordRoutes(desk));
  main.use('/orgInfo', orgInfoRoutes(desk));
  main.use('/baseoss/filesystem', filesystemRoutes(ctx));
  main.use('/dictData', dictDataRoutes(db));
  main.use('/workbench', checkWaybillTypeRoutes(desk));
}
