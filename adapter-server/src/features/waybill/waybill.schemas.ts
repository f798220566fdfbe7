/** JSON schemas shared by the waybill and work bill routes. */
export const WAYBILL_NO = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' } as const;
export const CODE = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } as const;
export const PAGE_PROPS = {
  pageNum: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
} as const;

export const byWaybill = {
  type: 'object',
  additionalProperties: false,
  required: ['waybillNo'],
  properties: { waybillNo: WAYBILL_NO },
} as const;
