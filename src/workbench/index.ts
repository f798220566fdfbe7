/** What the shell mounts and the workbench page composes: waybills, work bills, quick replies, transfer, a customer's chat transcript. */
export { WaybillPanel } from './waybill/WaybillPanel';
export { WaybillSearch } from './waybill/WaybillSearch';
export { OutletFinder } from './waybill/OutletFinder';
export { WaybillText } from './waybill/WaybillText';
export { WorkBillListPage } from './workBill/WorkBillListPage';
export { WorkBillDetailPage } from './workBill/WorkBillDetailPage';
export { CreateWorkBillDialog } from './workBill/CreateWorkBillDialog';
export { QuickReplyPanel } from './quickReplies/QuickReplyPanel';
export { TransferDialog } from './transfer/TransferDialog';
export { CustomerTranscript } from './customer/CustomerTranscript';
export { NotesEditor } from './customer/NotesEditor';
export type { CustomerView } from './customer/types';
export { useLabelSuggestions } from './reasons/useLabelSuggestions';
