/**
 * Waybill number formats, shared by the server (`checkWaybillType`) and the workbench (links in messages).
 * Express (kd): a two-letter brand prefix and 10–13 digits (KD, SF, YT, ...), or 12–15 digits.
 * Freight (ky): KY and 10–13 digits, or 10 digits starting with 9.
 */
const FREIGHT = [/^KY\d{10,13}$/, /^9\d{9}$/];
const EXPRESS = [/^(?!KY)[A-Z]{2}\d{10,13}$/, /^\d{12,15}$/];
const MOBILE = /^1[3-9]\d{9}$/;

type WaybillKind = 'kd' | 'ky';

/** Express or freight by format alone; null when the number has neither format. */
export function waybillKindOf(raw: string): WaybillKind | null {
  const no = raw.trim().toUpperCase();
  if (MOBILE.test(no)) return null;
  if (FREIGHT.some((re) => re.test(no))) return 'ky';
  if (EXPRESS.some((re) => re.test(no))) return 'kd';
  return null;
}

const IN_TEXT = /(?<![A-Za-z0-9])([A-Za-z]{2}\d{10,13}|\d{10,15})(?![A-Za-z0-9])/g;

/** The waybill numbers in a text, in order, with their position (for turning them into links). */
export function findWaybillNos(text: string): { no: string; index: number; length: number }[] {
  const out: { no: string; index: number; length: number }[] = [];
  for (const m of text.matchAll(IN_TEXT)) {
    if (waybillKindOf(m[1]) && m.index !== undefined) out.push({ no: m[1].toUpperCase(), index: m.index, length: m[1].length });
  }
  return out;
}
