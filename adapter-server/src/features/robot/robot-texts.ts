import type { Waybill } from '../waybill/waybill.service';
import type { Lang } from '../../http/i18n';
import type { RobotMatch } from './robot-brain';

/** Plain text of an answer's HTML, for agents reading the history and for previews. */
export const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A waybill named in the question: the number, and the parcel when it is on file. */
export interface Parcel {
  waybillNo: string;
  waybill: Waybill | null;
}

/** The robot's answer to a question naming a waybill: the parcel's card. */
export type WaybillReply = { kind: 'waybill' } & Parcel;

type Reply = RobotMatch | WaybillReply;

export const STATUS_TEXT: Record<Waybill['status'], { en: string; zh: string }> = {
  created: { en: 'order created, waiting for pickup', zh: '已下单，等待揽收' },
  collected: { en: 'collected', zh: '已揽收' },
  in_transit: { en: 'in transit', zh: '运输中' },
  delivering: { en: 'out for delivery', zh: '派送中' },
  delivered: { en: 'delivered', zh: '已签收' },
  exception: { en: 'held up, our staff are on it', zh: '异常，工作人员正在处理' },
};

const LINES = {
  didYouMean: { en: 'Did you mean:', zh: '您是不是想问：' },
  none: { en: 'Sorry, I could not find an answer. You can ask for a human agent.', zh: '抱歉，暂时没有找到答案，您可以转人工客服。' },
  noIntention: { en: 'Please tell me what you need help with.', zh: '请描述一下您需要咨询的问题。' },
};

/**
 * The robot's reply as stored: `content` is plain text in the visitor's language (what an agent reads in the
 * history, and what a client without the page's renderer shows); `extra` carries what the visitor page renders
 * in its own language (kind, sanitized answer HTML, links, suggestions, waybill).
 */
export function robotText(m: Reply, lang: Lang = 'en', parcel?: Parcel): { content: string; extra: Record<string, unknown> } {
  switch (m.kind) {
    case 'answer': {
      // An answer to a question naming a waybill carries the parcel's card beside it.
      const text = htmlToText(m.answer).slice(0, 2000);
      const extra = { kind: 'answer', qaId: m.qaId, question: m.question, html: m.answer, links: m.links };
      if (!parcel) return { content: text, extra };
      return { content: `${text}\n${parcelLine(parcel, lang)}`, extra: { ...extra, waybillNo: parcel.waybill?.waybillNo ?? parcel.waybillNo, waybill: parcel.waybill } };
    }
    case 'suggest':
      return {
        content: `${LINES.didYouMean[lang]} ${m.suggestions.map((s) => s.question).join(' | ')}`,
        extra: { kind: 'suggest', suggestions: m.suggestions.map((s) => ({ id: s.id, question: s.question })) },
      };
    case 'none':
      return { content: LINES.none[lang], extra: { kind: 'none' } };
    case 'noIntention':
      return { content: LINES.noIntention[lang], extra: { kind: 'noIntention' } };
    case 'waybill':
      return { content: parcelLine(m, lang), extra: { kind: 'waybill', waybillNo: m.waybill?.waybillNo ?? m.waybillNo, waybill: m.waybill } };
  }
}

/** The parcel in one line of plain text: its status and last track, or that no such waybill is on file. */
function parcelLine(p: Parcel, lang: Lang): string {
  if (!p.waybill) return lang === 'zh' ? `未查询到运单 ${p.waybillNo}，请核对单号。` : `No waybill ${p.waybillNo} was found. Please check the number.`;
  const last = p.waybill.tracks[p.waybill.tracks.length - 1];
  const st = STATUS_TEXT[p.waybill.status][lang];
  // The last track often opens with the status itself ("已签收，签收人：本人"): then it alone says both.
  const track = last?.text[lang];
  const says = track ? (track.toLowerCase().startsWith(st.toLowerCase()) ? track : lang === 'zh' ? `${st}，${track}` : `${st} — ${track}`) : st;
  return lang === 'zh' ? `运单 ${p.waybill.waybillNo}：${says}` : `Waybill ${p.waybill.waybillNo}: ${says}`;
}
