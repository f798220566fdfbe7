import { AUTHOR } from '../../../../src/common/events';
import { findWaybillNos } from '../../../../src/common/waybillNo';
import type { Executor } from '../../db/database';
import type { Lang } from '../../http/i18n';
import { labelsBySession } from '../contactReasons/session-label.service';
import { reasonsBySession, type ReasonView } from '../contactReasons/session-reason.service';
import { STATUS_TEXT } from '../robot/robot-texts';
import type { SessionRow } from '../sessions/session.repository';
import type { Waybill } from '../waybill/waybill.service';

/** How much of the conversation is read, and how much of it the summary keeps. */
const MESSAGES = 500;
const WAYBILLS = 5;
const PROMISES = 3;
const PROMISE_MAX = 200;

/**
 * A sentence in which the agent commits to something: "I will…", "we'll…", "within 24 hours", "call you back", or
 * in Chinese 会/将 + an act, 稍后, 尽快, 回电, 跟进, 为您…. Questions are not promises.
 */
const PROMISE = [
  /\b(i|we)\s*(will|'ll|’ll|shall)\b/iu,
  /\bwithin\s+\d+\s*(minutes?|hours?|days?|working days?)\b/iu,
  /\b(call|get|write) (you )?back\b/iu,
  /\bfollow(ing)? up\b/iu,
  /(会|将)(为您|给您|帮您|尽快|在|于|安排|联系|处理|核实|跟进|回复|回电|通知|补发|赔付|退)/u,
  /(稍后|尽快|马上|立即)(为您|给您|帮您)?(处理|核实|联系|回复|回电|跟进|安排|反馈)/u,
  /\d+\s*(小时|个工作日|天|分钟)内/u,
  /(回电|跟进|加急)/u,
];

/** The agent's sentences that promise something, latest last, each once and at most `PROMISE_MAX` characters. */
export function promisesIn(agentTexts: string[]): string[] {
  const out: string[] = [];
  for (const text of agentTexts) {
    for (const raw of text.split(/(?<=[.!?。！？；;\n])\s*/u)) {
      const sentence = raw.trim();
      if (!sentence || /[?？]$/u.test(sentence) || !PROMISE.some((p) => p.test(sentence))) continue;
      const kept = sentence.length > PROMISE_MAX ? `${sentence.slice(0, PROMISE_MAX - 1)}…` : sentence;
      const at = out.indexOf(kept);
      if (at >= 0) out.splice(at, 1);
      out.push(kept);
    }
  }
  return out.slice(-PROMISES);
}

/** The facts a summary is written from. */
export interface SummaryFacts {
  reasons: ReasonView[];
  labels: string[];
  waybills: { waybillNo: string; status: Waybill['status'] | null }[];
  promises: string[];
}

const WORDS = {
  en: { reasons: 'Contact reason', labels: 'Labels', waybills: 'Waybills', promised: 'Promised', unknown: 'not found', none: 'Nothing to summarise yet: no reason, waybill or promise in this chat.', sep: '; ', colon: ': ' },
  zh: { reasons: '咨询原因', labels: '标签', waybills: '运单', promised: '承诺', unknown: '未查到', none: '暂无可总结的内容：本会话还没有咨询原因、运单或承诺。', sep: '；', colon: '：' },
} as const;

/** The summary's text in the agent's language: one line per kind of fact, the kinds with nothing left out. */
export function summaryText(f: SummaryFacts, lang: Lang): string {
  const w = WORDS[lang];
  const name = (r: ReasonView) => {
    const own = lang === 'zh' ? r.nameZh : r.nameEn;
    const parent = lang === 'zh' ? r.parentNameZh : r.parentNameEn;
    return parent ? `${parent} › ${own}` : own;
  };
  const lines: string[] = [];
  if (f.reasons.length) lines.push(w.reasons + w.colon + f.reasons.map(name).join(w.sep));
  if (f.labels.length) lines.push(w.labels + w.colon + f.labels.join(w.sep));
  if (f.waybills.length) {
    const state = (s: Waybill['status'] | null) => (s ? STATUS_TEXT[s][lang] : w.unknown);
    lines.push(w.waybills + w.colon + f.waybills.map((x) => (lang === 'zh' ? `${x.waybillNo}（${state(x.status)}）` : `${x.waybillNo} (${state(x.status)})`)).join(w.sep));
  }
  if (f.promises.length) lines.push(w.promised + w.colon + f.promises.join(lang === 'zh' ? '' : ' '));
  return lines.length ? lines.join('\n') : w.none;
}

/**
 * `workbench/summary`: a short summary of the chat for the agent to edit into the work bill or the customer's notes,
 * built from the chat's own facts (its reasons and labels, the waybills either side wrote with their state now, and
 * what the agent promised); nothing is stored.
 */
export async function chatSummary(db: Executor, waybillStatus: (no: string) => Promise<Waybill['status'] | null>, s: SessionRow, lang: Lang) {
  const [reasons, labels, rows] = await Promise.all([
    reasonsBySession(db, [s.id]),
    labelsBySession(db, [s.id]),
    db
      .selectFrom('chat_messages')
      .select(['author', 'content'])
      .where('session_id', '=', s.id)
      .where('type', '=', 'text')
      .where('revoked_at', 'is', null)
      .orderBy('seq', 'asc')
      .limit(MESSAGES)
      .execute(),
  ]);
  const numbers = [...new Set(rows.flatMap((m) => (m.author === AUTHOR.customer || m.author === AUTHOR.agent ? findWaybillNos(m.content).map((x) => x.no) : [])))].slice(0, WAYBILLS);
  const waybills = await Promise.all(numbers.map(async (no) => ({ waybillNo: no, status: await waybillStatus(no).catch(() => null) })));
  const facts: SummaryFacts = {
    reasons: reasons.get(s.id) ?? [],
    labels: labels.get(s.id) ?? [],
    waybills,
    promises: promisesIn(rows.filter((m) => m.author === AUTHOR.agent).map((m) => m.content)),
  };
  return { text: summaryText(facts, lang), reasons: facts.reasons.map((r) => ({ id: r.id, nameEn: r.nameEn, nameZh: r.nameZh })), labels: facts.labels, waybills, promises: facts.promises };
}
