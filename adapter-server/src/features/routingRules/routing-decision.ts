import { AUTHOR } from '../../../../src/common/events';
import { listOf, type Condition } from '../../../../src/common/routingRules';
import { findWaybillNos } from '../../../../src/common/waybillNo';
import type { Executor } from '../../db/database';
import type { WaybillService } from '../waybill/waybill.service';
import { RefreshingIndex } from '../../db/refreshing-index';
import { classifyOfQa, enabledRules, recentMessages, rulesSignature, visitorIsVip, type Rule } from './routing-rule.repository';

/** What the rules see of a chat entering the human queue. */
export interface RoutingInput {
  /** The robot chat the visitor leaves (its questions and waybills), if any. */
  sessionId: string | null;
  /** The visitor entering the queue (its customer's VIP flag). */
  visitorId?: string;
  channel: number;
  orgType: 'kd' | 'ky';
  /** The visitor page's language, when known; else the language of the last question. */
  lang?: 'en' | 'zh';
  /** The service time zone's offset from UTC (service settings' working hours). */
  utcOffsetMinutes: number;
  at: number;
}

export interface RoutingDecision {
  ruleId: string;
  ruleName: string;
  skillGroupId: string | null;
  priority: number;
}

/** What a chat is, as the conditions test it: each field's values (several for waybills). */
export type Facts = Partial<Record<string, string[]>>;

/** Case and width folded (ＣＬＡＩＭ, Claim and claim are one), for any language. */
const fold = (s: string) => s.normalize('NFKC').toLowerCase().trim();
const CJK = /[\u3400-\u9fff]/;
/** How many distinct waybills of a chat are looked up at most. */
const MAX_WAYBILLS = 3;

const parseQaId = (raw: string | null): string | null => {
  try {
    const id: unknown = raw ? (JSON.parse(raw) as { qaId?: unknown }).qaId : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
};

/** One condition against the facts: a fact holding several values (waybills) matches when any does; `ne` when none does. */
export function holds(c: Condition<string>, facts: Facts): boolean {
  const have = (facts[c.field] ?? []).map(fold);
  const want = (c.op === 'in' ? listOf(c.value) : [c.value]).map(fold);
  switch (c.op) {
    case 'eq':
      return have.some((v) => v === want[0]);
    case 'ne':
      return !have.some((v) => v === want[0]);
    case 'in':
      return have.some((v) => want.includes(v));
    case 'contains':
      return have.some((v) => v.includes(want[0]));
  }
}

/** The first rule whose conditions all hold, or undefined. */
export const firstMatch = (rules: readonly Rule[], facts: Facts): Rule | undefined => rules.find((r) => r.conditions.length > 0 && r.conditions.every((c) => holds(c, facts)));

/** Gathers only the facts the rules test: the chat's messages and waybills are read only when a rule needs them. */
export async function factsFor(db: Executor, waybills: WaybillService | null, rules: readonly { conditions: readonly Condition<string>[] }[], input: RoutingInput): Promise<Facts> {
  const needed = new Set<string>(rules.flatMap((r) => r.conditions.map((c) => c.field)));
  const local = new Date(input.at + input.utcOffsetMinutes * 60_000);
  const facts: Facts = { channel: [String(input.channel)], entry: [input.orgType], hour: [String(local.getUTCHours())] };
  const wantsMessages = ['lastQuestion', 'robotClassify', 'waybillProduct', 'waybillStatus'].some((f) => needed.has(f)) || (!input.lang && needed.has('lang'));
  const messages = wantsMessages && input.sessionId ? await recentMessages(db, input.sessionId) : [];
  const questions = messages.filter((m) => Number(m.author) === AUTHOR.customer).map((m) => m.content);
  facts.lastQuestion = questions.length ? [questions[0]] : [];
  facts.lang = [input.lang ?? (questions[0] && CJK.test(questions[0]) ? 'zh' : 'en')];
  if (needed.has('robotClassify')) {
    const qaId = messages.map((m) => (Number(m.author) === AUTHOR.robot ? parseQaId(m.extra) : null)).find((id) => id !== null);
    const classify = qaId ? await classifyOfQa(db, qaId) : null;
    facts.robotClassify = classify === null ? [] : [String(classify)];
  }
  if (needed.has('vip')) facts.vip = [input.visitorId && (await visitorIsVip(db, input.visitorId)) ? 'yes' : 'no'];
  if (waybills && (needed.has('waybillProduct') || needed.has('waybillStatus'))) {
    const nos = [...new Set(questions.flatMap((q) => findWaybillNos(q).map((w) => w.no)))].slice(0, MAX_WAYBILLS);
    // A waybill system out of reach routes as if no waybill were mentioned, never refuses the visitor.
    const found = (await Promise.all(nos.map((no) => waybills.find(no).catch(() => null)))).filter((w) => w !== null);
    facts.waybillProduct = found.map((w) => w.type);
    facts.waybillStatus = found.map((w) => w.status);
  }
  return facts;
}

/**
 * The enabled rules, parsed, in memory: every chat entering the queue is held to them, and reading and parsing 50
 * of them cost more than trying them. Read again at once after a change on this instance (`invalidate`, on
 * `routing_rules.changed`) and within seconds of one made on another (the list's count and last update).
 */
export class RoutingRules {
  private readonly index: RefreshingIndex<Rule[]>;

  constructor(db: Executor) {
    this.index = new RefreshingIndex<Rule[]>([], () => rulesSignature(db), () => enabledRules(db));
  }

  invalidate(): void {
    this.index.invalidate();
  }

  enabled(): Rule[] | Promise<Rule[]> {
    return this.index.fresh ? this.index.current : this.index.ready();
  }
}

/** The decision of the first enabled rule that matches the chat, or null (channel's group, normal priority). */
export async function decideRoute(db: Executor, waybills: WaybillService | null, input: RoutingInput, known?: RoutingRules): Promise<RoutingDecision | null> {
  const rules = known ? await known.enabled() : await enabledRules(db);
  if (!rules.length) return null;
  const rule = firstMatch(rules, await factsFor(db, waybills, rules, input));
  return rule ? { ruleId: rule.id, ruleName: rule.name, skillGroupId: rule.skillGroupId, priority: rule.priority } : null;
}
