import { AUTHOR } from '../../../../src/common/events';
import { percent } from '../../../../src/common/percent';
import { SUGGESTION_SOURCES, type SuggestionSource } from '../../../../src/common/suggestedReplies';
import type { SuggestionAgentFigure, SuggestionReportData } from '../../../../src/common/suggestionReport';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';

/** The Q&A entries listed, most used first. */
export const TOP_QA = 10;

/**
 * `suggestionReport/list` (issue 37): in the chats that started in the range (the report filter's skill group,
 * channel, agent and business), each agent's text replies and how many of them started from a suggested reply, per
 * source and edited or not, how many times the agent passed the suggestions over, and the Q&A entries whose answers
 * agents sent most.
 */
const rates = (a: SuggestionAgentFigure) => ({ share: percent(a.fromSuggestion, a.replies), takeUp: a.fromSuggestion + a.ignored ? percent(a.fromSuggestion, a.fromSuggestion + a.ignored) : null });

export async function suggestionReport(db: Executor, f: ReportFilter): Promise<SuggestionReportData> {
  const chats = db
    .selectFrom('chat_sessions')
    .select('id')
    .where('created_at', '>=', f.from)
    .where('created_at', '<', f.to)
    .$if(f.skillGroupId !== undefined, (q) => q.where('skill_group_id', '=', f.skillGroupId!))
    .$if(f.channel !== undefined, (q) => q.where('channel', '=', f.channel!))
    .$if(f.orgType !== undefined, (q) => q.where('org_type', '=', f.orgType!));
  const [replies, uses, qa] = await Promise.all([
    db
      .selectFrom('chat_messages')
      .select(['agent_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('session_id', 'in', chats)
      .where('author', '=', AUTHOR.agent)
      .where('type', '=', 'text')
      .where('revoked_at', 'is', null)
      .where('agent_id', 'is not', null)
      .$if(f.agentId !== undefined, (q) => q.where('agent_id', '=', f.agentId!))
      .groupBy('agent_id')
      .execute(),
    db
      .selectFrom('reply_suggestion_uses')
      .select(['agent_id', 'source', 'outcome', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('session_id', 'in', chats)
      .$if(f.agentId !== undefined, (q) => q.where('agent_id', '=', f.agentId!))
      .groupBy(['agent_id', 'source', 'outcome'])
      .execute(),
    db
      .selectFrom('reply_suggestion_uses as u')
      .leftJoin('robot_qa as q', 'q.id', 'u.suggestion_id')
      .select(['u.suggestion_id as id', 'q.question', (eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.sum<string | number | null>(eb.case().when('u.outcome', '=', 'edited').then(1).else(0).end()).as('edited')])
      .where('u.session_id', 'in', chats)
      .where('u.source', '=', 'qa')
      .where('u.outcome', 'in', ['sent', 'edited'])
      .$if(f.agentId !== undefined, (q) => q.where('u.agent_id', '=', f.agentId!))
      .groupBy(['u.suggestion_id', 'q.question'])
      .orderBy('n', 'desc')
      .orderBy('u.suggestion_id')
      .limit(TOP_QA)
      .execute(),
  ]);
  const empty = (agentId: string): SuggestionAgentFigure => ({ agentId, agentName: '', replies: 0, fromSuggestion: 0, share: 0, bySource: { qa: 0, quickReply: 0, waybill: 0 }, edited: 0, ignored: 0, takeUp: 0 });
  const byAgent = new Map<string, SuggestionAgentFigure>();
  const of = (id: string) => byAgent.get(id) ?? byAgent.set(id, empty(id)).get(id)!;
  for (const r of replies) of(r.agent_id!).replies = Number(r.n);
  for (const u of uses) {
    const a = of(u.agent_id);
    const n = Number(u.n);
    if (u.outcome === 'ignored') {
      a.ignored += n;
      continue;
    }
    a.fromSuggestion += n;
    if ((SUGGESTION_SOURCES as readonly string[]).includes(u.source)) a.bySource[u.source as SuggestionSource] += n;
    if (u.outcome === 'edited') a.edited += n;
  }
  const ids = [...byAgent.keys()];
  const names = ids.length ? await db.selectFrom('agents').select(['id', 'nickname']).where('id', 'in', ids).execute() : [];
  for (const n of names) of(n.id).agentName = n.nickname;
  const agents = [...byAgent.values()]
    .map((a) => ({ ...a, agentName: a.agentName || a.agentId, ...rates(a) }))
    .sort((a, b) => b.replies - a.replies || a.agentName.localeCompare(b.agentName));
  const total = empty('');
  for (const a of agents) {
    total.replies += a.replies;
    total.fromSuggestion += a.fromSuggestion;
    total.edited += a.edited;
    total.ignored += a.ignored;
    for (const s of SUGGESTION_SOURCES) total.bySource[s] += a.bySource[s];
  }
  const { agentId: _id, agentName: _name, ...summary } = { ...total, ...rates(total) };
  return { summary, agents, topQa: qa.map((q) => ({ id: q.id, question: q.question ?? null, uses: Number(q.n), edited: Number(q.edited ?? 0) })) };
}
