import { CLAIM_TYPES, type ClaimInput, type ClaimType } from '../../common/robotOrders';
import { ApiError } from '../api';
import { lengthIn, PHONE_RE, WAYBILL_RE, type FieldErrors } from './formRules';

export interface ClaimValues {
  waybillNo: string;
  claimType: ClaimType | '';
  amount: string;
  description: string;
  contactPhone: string;
}

type ClaimField = keyof ClaimValues;

export const emptyClaim = (waybillNo = ''): ClaimValues => ({ waybillNo, claimType: '', amount: '', description: '', contactPhone: '' });

const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;

export function validateClaim(v: ClaimValues): FieldErrors<ClaimField> {
  const errors: FieldErrors<ClaimField> = {};
  if (!WAYBILL_RE.test(v.waybillNo.trim())) errors.waybillNo = { key: 'errWaybill' };
  if (!CLAIM_TYPES.includes(v.claimType as ClaimType)) errors.claimType = { key: 'errClaimType' };
  const amount = Number(v.amount.trim());
  if (!AMOUNT_RE.test(v.amount.trim()) || !(amount > 0) || amount > 100_000) errors.amount = { key: 'errAmount' };
  if (!lengthIn(v.description, 5, 1000)) errors.description = { key: 'errDescription' };
  if (!PHONE_RE.test(v.contactPhone.trim())) errors.contactPhone = { key: 'errPhone' };
  return errors;
}

export function claimPayload(v: ClaimValues): ClaimInput {
  return {
    waybillNo: v.waybillNo.trim().toUpperCase(),
    claimType: v.claimType as ClaimType,
    amount: Number(v.amount.trim()),
    description: v.description.trim(),
    contactPhone: v.contactPhone.trim(),
  };
}

const CLAIM_KEYS: Record<ClaimField, 'errWaybill' | 'errClaimType' | 'errAmount' | 'errDescription' | 'errPhone'> = {
  waybillNo: 'errWaybill',
  claimType: 'errClaimType',
  amount: 'errAmount',
  description: 'errDescription',
  contactPhone: 'errPhone',
};

export const claimFieldOf = (field: string) => (field in CLAIM_KEYS ? { field: field as ClaimField, key: CLAIM_KEYS[field as ClaimField] } : null);

/**
 * What a refusal of `aics/flow/claim` means for the form: an unknown waybill belongs to its field; a claim
 * already open for the waybill is a warning (-2) carrying its number when it is the visitor's own.
 */
export function claimRefusal(err: unknown): { kind: 'notFound' } | { kind: 'existing'; claimNo: string | null } | null {
  if (!(err instanceof ApiError)) return null;
  if (err.envelopeStatus === -2) return { kind: 'existing', claimNo: (err.data as { claimNo?: string } | null)?.claimNo ?? null };
  if (err.envelopeStatus === -1 && /^No waybill/.test(err.message)) return { kind: 'notFound' };
  return null;
}
