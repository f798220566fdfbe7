/** What the shell mounts and the workbench page composes: waybills, work bills, quick replies, transfer. */
export { WaybillPanel } from './waybill/WaybillPanel';
export { WaybillSearch } from './waybill/WaybillSearch';
export { OutletFinder } from './waybill/OutletFinder';
export { WaybillText } from './waybill/WaybillText';
export { WorkbillListPage } from './workbill/WorkbillListPage';
export { WorkbillDetailPage } from './workbill/WorkbillDetailPage';
export { CreateWorkBillDialog } from './workbill/CreateWorkBillDialog';
export { QuickReplyPanel } from './quickReplies/QuickReplyPanel';
export { TransferDialog } from './transfer/TransferDialog';
