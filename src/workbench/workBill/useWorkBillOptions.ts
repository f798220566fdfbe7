import type { CodeName } from '../../common/waybillRecords';
import { useCall } from '../common/useCall';

/** Big types, the small types of the chosen big type, and complaint departments for the create form. */
export function useWorkBillOptions(bigType: string, enabled: boolean) {
  const big = useCall<CodeName[]>(enabled ? { method: 'GET', path: 'workBill/queryWorkBillBigType' } : null);
  const small = useCall<CodeName[]>(enabled && bigType ? { method: 'GET', path: 'workBill/queryWorkBillSmallType', query: { bigType } } : null);
  const depts = useCall<CodeName[]>(enabled ? { method: 'GET', path: 'workBill/queryComplaintDept' } : null);
  return {
    big: big.data ?? [],
    small: bigType ? (small.data ?? []) : [],
    depts: depts.data ?? [],
    error: big.error ?? depts.error ?? small.error,
    loading: big.loading || depts.loading,
  };
}
