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

/** What the server reads as a waybill number in a text: 1–3 letters then 9–15 digits, or 10–15 digits, not a mobile. */
const NUMBER_IN_TEXT = /(?<![A-Za-z0-9])([A-Za-z]{1,3}\d{9,15}|\d{10,15})(?![A-Za-z0-9])/g;

/** The distinct waybill numbers a text names (upper case), as the robot and the mention index read them. */
export function findWaybillNumbers(text: string): string[] {
  return [...new Set([...text.matchAll(NUMBER_IN_TEXT)].map((m) => m[1].toUpperCase()).filter((n) => !MOBILE.test(n)))];
}

/** A chat line as the mention index reads it (a `chat_messages` row). */
interface Line {
  session_id: string;
  author: number;
  type: string;
  content: string;
  created_at: number;
}

/**
 * The waybill numbers visitors' (author 2) text lines name: one per number and chat, at its first mention among the
 * lines (the server's `waybill_mentions`, migration 0049).
 */
export function mentionsOf(lines: Line[]): { waybill_no: string; session_id: string; created_at: number }[] {
  const out = new Map<string, { waybill_no: string; session_id: string; created_at: number }>();
  for (const l of lines) {
    if (l.author !== 2 || l.type !== 'text') continue;
    for (const no of findWaybillNumbers(l.content)) {
      const key = `${no}\u0000${l.session_id}`;
      const had = out.get(key);
      if (!had || l.created_at < had.created_at) out.set(key, { waybill_no: no, session_id: l.session_id, created_at: l.created_at });
    }
  }
  return [...out.values()];
}
