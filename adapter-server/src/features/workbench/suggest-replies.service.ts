import { MAX_SUGGESTIONS, type SuggestedReply } from '../../../../src/common/suggestedReplies';
import type { Lang } from '../../http/i18n';
import type { RobotBrain } from '../robot/robot-brain';
import { htmlToText, STATUS_TEXT } from '../robot/robot-texts';
import { hasIntention } from '../robot/tokenizer';
import { findWaybillNumbers, type Waybill } from '../waybill/waybill.service';

/** A quick reply the agent may use: a common one or their own (`click_count`: how often it was picked). */
export interface ReplyRow {
  id: string;
  title: string;
  content: string;
  click_count: number;
  /** 1: the agent's own. */
  type: number;
}

/** What the suggestions are ranked from: the chat's recent texts and the replies the agent may use. */
export interface SuggestInput {
  /** The visitor's latest messages, oldest first. */
  visitorTexts: string[];
  replies: ReplyRow[];
  lang: Lang;
  /** The waybill named latest in the conversation, looked up (null: named but not found; undefined: none named). */
  waybill?: { no: string; found: Waybill | null };
}

/** The visitor's latest messages that are read (the latest counts fully, the ones before it a little less). */
export const VISITOR_MESSAGES = 3;
const EARLIER = 0.7;
/** A quick reply needs at least this share of the question's terms to be offered. */
const REPLY_MIN = 0.34;
/** The agent's own use of a reply adds at most this much (its clicks, on a log scale). */
const USE_BONUS = 0.1;
/** The agent's own reply weighs a little more than a common one. */
const OWN_BONUS = 0.05;
const ANSWER_LIMIT = 500;

const NEXT_STEP: Record<Waybill['status'], { en: string; zh: string }> = {
  created: { en: 'A courier will collect it soon; you will get a message when it is picked up.', zh: '快递员将尽快上门揽收，揽收后会有短信通知。' },
  collected: { en: 'It will leave the collecting outlet for transit shortly.', zh: '包裹即将从揽收网点发出。' },
  in_transit: { en: 'It is on its way; you can follow it with the waybill number.', zh: '包裹正在运输途中，您可凭运单号随时查询。' },
  delivering: { en: 'The courier will call before delivering; please keep your phone on.', zh: '派送员会在送达前联系您，请保持电话畅通。' },
  delivered: { en: 'If you have not received it, tell us and we will check the signature with the outlet.', zh: '如您未收到包裹，请告诉我们，我们将与网点核实签收情况。' },
  exception: { en: 'We are handling it and will contact you with the result as soon as possible.', zh: '我们正在处理，会尽快联系您告知结果。' },
};

/** The waybill sentence: its state and the next step, in the agent's language. */
export function waybillSentence(no: string, w: Waybill | null, lang: Lang): string {
  if (!w) return lang === 'zh' ? `未查询到运单 ${no}，请您核对单号。` : `I could not find waybill ${no}; could you check the number?`;
  const state = STATUS_TEXT[w.status][lang];
  const next = NEXT_STEP[w.status][lang];
  return lang === 'zh' ? `您的运单 ${w.waybillNo} 当前状态：${state}。${next}` : `Your waybill ${w.waybillNo} is ${state}. ${next}`;
}

/** The waybill the conversation names last (its texts oldest first). */
export function lastWaybillNumber(texts: string[]): string | undefined {
  for (let i = texts.length - 1; i >= 0; i--) {
    const nos = findWaybillNumbers(texts[i]);
    if (nos.length) return nos[nos.length - 1];
  }
  return undefined;
}

/**
 * Up to three replies for the visitor's latest messages, best first: the Q&A entries as the robot ranks them (its
 * in-memory index), the quick replies holding most of the question's terms (the same tokenizer and synonyms), and
 * the waybill sentence when the conversation names a waybill. Pure but for the brain's index: the bench replays it.
 */
export function rankSuggestions(brain: RobotBrain, input: SuggestInput, at = Date.now()): SuggestedReply[] {
  const out = new Map<string, SuggestedReply>();
  const offer = (s: SuggestedReply) => {
    const key = `${s.source}:${s.id}`;
    if ((out.get(key)?.score ?? -1) < s.score) out.set(key, s);
  };
  const texts = input.visitorTexts.filter(hasIntention).slice(-VISITOR_MESSAGES);
  texts.forEach((text, i) => {
    const weight = i === texts.length - 1 ? 1 : EARLIER;
    // Each message is ranked about once: the next calls find its ranking kept.
    const { ranked, terms: asked } = brain.rankKept(text, at, MAX_SUGGESTIONS);
    for (const r of ranked) {
      if (r.coverage < 0.05) continue;
      offer({ source: 'qa', id: r.entry.row.id, text: htmlToText(r.entry.row.answer).slice(0, ANSWER_LIMIT).trim(), score: round(Math.min(1, r.coverage) * weight) });
    }
    if (!asked.size) return;
    for (const reply of input.replies) {
      // A reply's text is part of its key: an edited reply is read anew.
      const terms = brain.termsKept(`${reply.id}\u0001${reply.title}\u0001${reply.content}`, `${reply.title} ${reply.content}`);
      let held = 0;
      for (const t of asked) if (terms.has(t)) held++;
      const share = held / asked.size;
      if (share < REPLY_MIN) continue;
      const bonus = Math.min(USE_BONUS, Math.log1p(reply.click_count) / 50) + (reply.type === 1 ? OWN_BONUS : 0);
      offer({ source: 'quickReply', id: reply.id, text: reply.content, score: round(Math.min(1, share + bonus) * weight) });
    }
  });
  const ranked = [...out.values()].sort((a, b) => b.score - a.score);
  // The parcel's state is what a chat naming a waybill is about: its sentence comes first.
  if (input.waybill) ranked.unshift({ source: 'waybill', id: input.waybill.no, text: waybillSentence(input.waybill.no, input.waybill.found, input.lang), score: 1 });
  return ranked.slice(0, MAX_SUGGESTIONS);
}

const round = (n: number) => Math.round(n * 1000) / 1000;
