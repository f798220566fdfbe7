/** The query shapes of the waybill desk; what it answers is declared in `src/common/waybillRecords.ts`. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface OutletQuery {
  keyword?: string;
  type?: 'kd' | 'ky';
  city?: string;
}
