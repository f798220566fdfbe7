import { dateTimeText, knownZone } from '../../../../src/common/clock';
import { findWaybillNumbers, type Waybill, type WaybillService } from '../waybill/waybill.service';
import type { RobotBrain, RobotMatch } from './robot-brain';
import { htmlToText, STATUS_TEXT } from './robot-texts';
import { isChinese } from './tokenizer';

type Lang = 'en' | 'zh';

/** Waybills one question may ask about; more are named as not looked up. */
const MAX_WAYBILLS = 3;
/** Parts one question is answered in; the rest are said to be unanswered. */
const MAX_PARTS = 4;
/** The tracks an answer lists, latest first. */
const TRACKS_SHOWN = 5;

const LINES = {
  noWaybill: { en: (no: string) => `No waybill ${no} was found. Please check the number.`, zh: (no: string) => `未查询到运单 ${no}，请核对单号。` },
  waybill: { en: (no: string, status: string) => `Waybill ${no}: ${status}.`, zh: (no: string, status: string) => `运单 ${no}：${status}。` },
  expected: { en: 'Expected delivery', zh: '预计送达' },
  tracks: { en: 'Tracking (latest first):', zh: '物流轨迹（最新在前）：' },
  noTracks: { en: 'No tracking events yet.', zh: '暂无物流轨迹。' },
  suggest: { en: 'You may be asking about:', zh: '您可能想问：' },
  none: { en: 'Sorry, I could not find an answer. You can ask for a human agent.', zh: '抱歉，暂时没有找到答案，您可以转人工客服。' },
  part: { en: (p: string) => `About "${p}":`, zh: (p: string) => `关于“${p}”：` },
  unanswered: {
    en: (ps: string[]) => `I could not answer ${ps.map((p) => `"${p}"`).join(', ')}. You can ask for a human agent about ${ps.length > 1 ? 'these' : 'it'}.`,
    zh: (ps: string[]) => `抱歉，${ps.map((p) => `“${p}”`).join('、')}我暂时无法回答，您可以转人工客服咨询。`,
  },
  tooMany: { en: (nos: string[]) => `I look up ${MAX_WAYBILLS} waybills at a time; ask again for ${nos.join(', ')}.`, zh: (nos: string[]) => `一次最多查询 ${MAX_WAYBILLS} 个运单，请再次发送 ${nos.join('、')}。` },
};

/**
 * A waybill's status, when it is expected and its tracks, latest first. Times follow the product's rule (on the
 * viewer's clock, `src/common/clock.ts`): `tz` is the zone the asking page sent; without one, the server's own.
 */
function waybillText(no: string, w: Waybill | null, lang: Lang, tz: string | undefined): string {
  if (!w) return LINES.noWaybill[lang](no);
  const clock = (at: number) => dateTimeText(at, lang, tz);
  const lines = [LINES.waybill[lang](w.waybillNo, STATUS_TEXT[w.status][lang])];
  if (w.estimatedDeliveryAt && w.status !== 'delivered') lines.push(`${LINES.expected[lang]}: ${clock(w.estimatedDeliveryAt)}`);
  if (!w.tracks.length) lines.push(LINES.noTracks[lang]);
  else {
    lines.push(LINES.tracks[lang]);
    for (const t of [...w.tracks].reverse().slice(0, TRACKS_SHOWN)) lines.push(`${clock(t.at)} ${t.city} ${t.text[lang]}`);
  }
  return lines.join('\n');
}

/** Sentence ends: each sentence of a question is a part of it. */
const HARD = /[?？!！。;；\n]+/;
/** Joins inside one sentence that may put two questions together ("…, and how much…", "…，还有…"). */
const SOFT = /\s*(?:,\s*and also\s+|,\s*and\s+|\s+and also\s+|\s+and\s+|,\s*also\s+|，|,|、|以及|另外|还有|并且|和)\s*/i;

const clean = (s: string) => s.trim().replace(/^[\s,，、]+|[\s,，、.。]+$/g, '');
/** Greetings and fillers ("hi", "谢谢") are no part to answer. */
const meaningful = (s: string) => (isChinese(s) ? s.replace(/[^\u4e00-\u9fff]/g, '').length >= 3 : s.split(/\s+/).filter(Boolean).length >= 3) || findWaybillNumbers(s).length > 0;

type Part = { text: string; waybills: string[]; match: RobotMatch | null };

async function answerPart(brain: RobotBrain, text: string): Promise<Part> {
  const waybills = findWaybillNumbers(text);
  // A part naming a waybill asks about that parcel: its status and tracks answer it.
  return { text, waybills, match: waybills.length ? null : await brain.match(text) };
}

const answered = (p: Part) => p.waybills.length > 0 || p.match?.kind === 'answer';
const qaOf = (p: Part) => (p.match?.kind === 'answer' ? p.match.qaId : null);

/**
 * The parts of a question: its sentences; a single sentence is split at its joins ("and", "，", "还有") only when
 * that gives two or more parts each answered by something different (a waybill, or different QA entries) —
 * "track and trace" stays one question.
 */
async function partsOf(brain: RobotBrain, question: string): Promise<Part[]> {
  const sentences = question.split(HARD).map(clean).filter(Boolean);
  const meant = sentences.filter(meaningful);
  const hard = meant.length ? meant : sentences.slice(0, 1);
  if (hard.length > 1) return Promise.all(hard.slice(0, MAX_PARTS).map((s) => answerPart(brain, s)));
  const whole = await answerPart(brain, hard[0] ?? question.trim());
  const pieces = (hard[0] ?? '').split(SOFT).map(clean).filter(meaningful);
  if (pieces.length < 2) return [whole];
  const soft = await Promise.all(pieces.slice(0, MAX_PARTS).map((s) => answerPart(brain, s)));
  const distinct = new Set(soft.filter(answered).map((p) => qaOf(p) ?? p.waybills.join()));
  return distinct.size >= 2 ? soft : [whole];
}

/** A part's answer; null when nothing answers it (with `alone`, suggestions are offered instead: one question). */
function partText(p: Part, lang: Lang, waybills: Map<string, Waybill | null>, alone: boolean, tz: string | undefined): string | null {
  if (p.waybills.length) {
    const shown = p.waybills.filter((no) => waybills.has(no));
    const over = p.waybills.filter((no) => !waybills.has(no));
    return [...shown.map((no) => waybillText(no, waybills.get(no) ?? null, lang, tz)), ...(over.length ? [LINES.tooMany[lang](over)] : [])].join('\n\n');
  }
  const m = p.match;
  if (m?.kind === 'answer') return htmlToText(m.answer);
  if (m?.kind === 'suggest' && alone) return `${LINES.suggest[lang]}\n${m.suggestions.map((s, i) => `${i + 1}. ${s.question}`).join('\n')}`;
  return null;
}

/**
 * The embedded AI chat's answer (used streamed by `aics/chat` and whole by `aics/chat/answer`), in the language
 * the question is asked in: a waybill number gets that parcel's status and tracks (the waybill service); a
 * question of several parts gets each part answered under its own heading, and the parts nothing answers for
 * sure (no answer, or only suggestions) are named as unanswered, with the way to a human agent.
 */
export async function composeFromQa(brain: RobotBrain, waybills: WaybillService, question: string, tz?: string): Promise<string> {
  const lang: Lang = isChinese(question) ? 'zh' : 'en';
  const zone = knownZone(tz);
  const parts = await partsOf(brain, question);
  const nos = [...new Set(parts.flatMap((p) => p.waybills))].slice(0, MAX_WAYBILLS);
  const found = new Map(await Promise.all(nos.map(async (no) => [no, await waybills.find(no)] as const)));
  const texts = parts.map((p) => partText(p, lang, found, parts.length === 1, zone));
  if (parts.length === 1) return texts[0] ?? LINES.none[lang];
  const out: string[] = [];
  const seen = new Set<string>();
  parts.forEach((p, i) => {
    const text = texts[i];
    if (text === null || seen.has(text)) return;
    seen.add(text);
    out.push(`${LINES.part[lang](p.text)}\n${text}`);
  });
  const missing = parts.filter((_, i) => texts[i] === null).map((p) => p.text);
  if (missing.length) out.push(LINES.unanswered[lang](missing));
  return out.join('\n\n');
}
