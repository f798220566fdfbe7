/** What the shell mounts and the workbench page composes: waybills, work bills, quick replies, transfer. */
export { WaybillPanel } from './waybill/WaybillPanel';
export { WaybillSearch } from './waybill/WaybillSearch';
export { OutletFinder } from './waybill/OutletFinder';
export { WaybillText } from './waybill/WaybillText';
export { WorkBillListPage } from './workBill/WorkBillListPage';
export { WorkBillDetailPage } from './workBill/WorkBillDetailPage';
export { CreateWorkBillDialog } from './workBill/CreateWorkBillDialog';
export { QuickReplyPanel } from './quickReplies/QuickReplyPanel';
export { TransferDialog } from './transfer/TransferDialog';
