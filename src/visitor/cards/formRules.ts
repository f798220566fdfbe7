import { ApiError } from '../api';
import type { SkillMessageKey } from '../skills/skillTexts';
import type { CardMessageKey } from './cardTexts';

/** A field's problem: one of our texts (client rules, known server rules) or the server's own words. */
export type FieldProblem = { key: CardMessageKey | SkillMessageKey } | { text: string };
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

/** The server's rules (robot-orders.routes.ts), checked in the browser first so most mistakes never leave it. */
export const PHONE_RE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const WAYBILL_RE = /^[A-Za-z0-9]{4,32}$/;

export const lengthIn = (value: string, min: number, max: number) => {
  const n = [...value.trim()].length;
  return n >= min && n <= max;
};

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * A refusal turned into field problems: a 400's `data.errors` by the server's field names, mapped onto the
 * form's fields by `fieldOf` (unknown fields are left for the form-wide alert). Null when it names no field.
 */
export function serverFieldErrors<F extends string>(err: unknown, fieldOf: (serverField: string, message: string) => { field: F; key?: CardMessageKey } | null): FieldErrors<F> | null {
  if (!(err instanceof ApiError)) return null;
  const list = (err.data as { errors?: { field: string; message: string }[] } | null)?.errors;
  if (!Array.isArray(list)) return null;
  const out: FieldErrors<F> = {};
  for (const e of list) {
    const to = fieldOf(e.field, e.message);
    if (to && !out[to.field]) out[to.field] = to.key ? { key: to.key } : { text: e.message };
  }
  return hasErrors(out) ? out : null;
}
