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

type Reply = RobotMatch | { kind: 'waybill'; waybill: Waybill | null; waybillNo: string };

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
export function robotText(m: Reply, lang: Lang = 'en'): { content: string; extra: Record<string, unknown> } {
  switch (m.kind) {
    case 'answer':
      return { content: htmlToText(m.answer).slice(0, 2000), extra: { kind: 'answer', qaId: m.qaId, question: m.question, html: m.answer, links: m.links } };
    case 'suggest':
      return {
        content: `${LINES.didYouMean[lang]} ${m.suggestions.map((s) => s.question).join(' | ')}`,
        extra: { kind: 'suggest', suggestions: m.suggestions.map((s) => ({ id: s.id, question: s.question })) },
      };
    case 'none':
      return { content: LINES.none[lang], extra: { kind: 'none' } };
    case 'noIntention':
      return { content: LINES.noIntention[lang], extra: { kind: 'noIntention' } };
    case 'waybill': {
      if (!m.waybill) {
        const content = lang === 'zh' ? `未查询到运单 ${m.waybillNo}，请核对单号。` : `No waybill ${m.waybillNo} was found. Please check the number.`;
        return { content, extra: { kind: 'waybill', waybillNo: m.waybillNo, waybill: null } };
      }
      const last = m.waybill.tracks[m.waybill.tracks.length - 1];
      const st = STATUS_TEXT[m.waybill.status];
      const content =
        lang === 'zh'
          ? `运单 ${m.waybill.waybillNo}：${st.zh}${last ? `，${last.text.zh}` : ''}`
          : `Waybill ${m.waybill.waybillNo}: ${st.en}${last ? ` — ${last.text.en}` : ''}`;
      return { content, extra: { kind: 'waybill', waybillNo: m.waybill.waybillNo, waybill: m.waybill } };
    }
  }
}
