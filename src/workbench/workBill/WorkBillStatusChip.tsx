import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkBillStatus } from '../../common/waybillRecords';

const COLOR = { pending: 'warning', processing: 'info', handled: 'success', invalid: 'default' } as const;

export function WorkBillStatusChip({ status }: { status: WorkBillStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} label={translate(`ccim.desk.workbillStatus.${status}`)} data-testid="workbill-status" />;
}
