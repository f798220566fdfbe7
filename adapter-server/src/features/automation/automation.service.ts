import { AUTHOR } from '../../../../src/common/events';
import type { AutomationEvent } from '../../../../src/common/automation';
import type { AppContext } from '../../context';
import { factsFor, holds, type Facts } from '../routingRules/routing-decision';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { findSession, type SessionRow } from '../sessions/session.repository';
import type { WaybillService } from '../waybill/waybill.service';
import { doAct } from './automation.acts';
import { RefreshingIndex } from '../../db/refreshing-index';
import { automationSignature, chatReasonIds, enabledAutomations, type AutomationRule } from './automation.repository';

/** The chat as the rules read it: as the visitor's line was written (`message.created`), or read from the database. */
type RuleChat = Pick<SessionRow, 'id' | 'visitor_id' | 'status' | 'converted' | 'channel' | 'org_type'>;

export interface Automation {
  /** Resolves once every run started so far has finished (tests, and the app's close). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Automation rules run on this instance for the events it committed (domain events fire only where they happened,
 * so each event is acted on once across instances). A run reads the event's enabled rules (none: nothing more is
 * read), the chat and only the facts its rules test; every rule whose conditions all hold does its acts in order,
 * each act with its staff-only line and audit entry in one transaction, then broadcast. A rule never acts on a robot
 * chat, and the rules' own messages (the robot's quick reply, the lines) are not the visitor's, so no rule wakes
 * another.
 */
export function startAutomation(ctx: AppContext, waybills: WaybillService): Automation {
  const db = ctx.db.kysely;
  const running = new Set<Promise<void>>();
  // The rules stay in memory: a visitor's every line in a human chat asks for them. A rule saved here counts at once
  // (`automation_rules.changed`), one saved on another instance within seconds (the list's signature).
  const index = new RefreshingIndex(new Map<AutomationEvent, AutomationRule[]>(), () => automationSignature(db), () => enabledAutomations(db));

  async function run(event: AutomationEvent, sessionId: string, message?: string, written?: RuleChat): Promise<void> {
    const all = (index.fresh ? index.current : await index.ready()).get(event) ?? [];
    // A visitor's line is first held to the rules' conditions on it alone: most lines match none, and read nothing.
    const said: Facts = { message: message === undefined ? [] : [message] };
    const held = message === undefined ? all : all.filter((r) => r.conditions.every((c) => c.field !== 'message' || holds(c, said)));
    if (!held.length) return;
    // A line's chat came with its event: a line reads nothing more unless a rule's conditions need it.
    const s: RuleChat | undefined = written ?? (await findSession(db, sessionId));
    // Human chats only: one the robot alone served (closed without ever queuing) is not the rules' business.
    if (!s || s.status === 'robot' || !s.converted) return;
    // Then to the chat's own channel and entry: a rule failing there reads nothing (the settings, the chat's messages).
    const chat: Facts = { channel: [String(s.channel)], entry: [s.org_type === 'ky' ? 'ky' : 'kd'] };
    const rules = held.filter((r) => r.conditions.every((c) => !(c.field in chat) || holds(c, chat)));
    if (!rules.length) return;
    // The service time zone is read only for a rule on the hour (the settings are read from the database).
    const hourTested = rules.some((r) => r.conditions.some((c) => c.field === 'hour'));
    const utcOffsetMinutes = hourTested ? (await getServiceConfig(db)).workingHours.utcOffsetMinutes : 0;
    // `message` is the visitor's line when one set the rules off; otherwise their last one, read as `lastQuestion`.
    const lastWanted = message === undefined && rules.some((r) => r.conditions.some((c) => c.field === 'message'));
    const tested = lastWanted ? [...rules, { conditions: [{ field: 'lastQuestion', op: 'eq' as const, value: '' }] }] : rules;
    const facts: Facts = await factsFor(db, waybills, tested, {
      sessionId: s.id,
      visitorId: s.visitor_id,
      channel: s.channel,
      orgType: s.org_type === 'ky' ? 'ky' : 'kd',
      utcOffsetMinutes,
      at: Date.now(),
    });
    facts.message = message !== undefined ? [message] : (facts.lastQuestion ?? []);
    if (rules.some((r) => r.conditions.some((c) => c.field === 'contactReason'))) facts.contactReason = await chatReasonIds(db, s.id);
    for (const rule of rules.filter((r) => r.conditions.every((c) => holds(c, facts)))) {
      for (const a of rule.actions) {
        // Each act reads the chat as it is now: an earlier act (or the agent) may have changed it.
        const outcome = await db.transaction().execute(async (trx) => {
          const now = await findSession(trx, s.id);
          return now && now.status !== 'robot' ? doAct(trx, now, rule, a, Date.now()) : null;
        });
        if (!outcome) continue;
        for (const line of outcome.lines) ctx.events.emit('message.created', { message: line.message, visitorId: line.visitorId, agentId: line.agentId });
        if (outcome.queueOf) ctx.events.emit('queue.changed', { skillGroupId: outcome.queueOf });
      }
    }
  }

  const start = (event: AutomationEvent, sessionId: string, message?: string, written?: RuleChat) => {
    const p: Promise<void> = run(event, sessionId, message, written)
      .catch((err: unknown) => ctx.logger.error({ err, event, sessionId }, 'automation rule failed'))
      .finally(() => running.delete(p));
    running.add(p);
  };

  const offs = [
    ctx.events.on('automation_rules.changed', () => index.invalidate()),
    ctx.events.on('session.queued', ({ sessionId }) => start('created', sessionId)),
    ctx.events.on('session.assigned', ({ sessionId }) => start('assigned', sessionId)),
    // The visitor's new lines in a human chat only: a robot chat's, or a resend, reads nothing.
    ctx.events.on('message.created', ({ message, visitorId, session }) => {
      if (message.author === AUTHOR.customer && (session?.status === 'queued' || session?.status === 'active')) {
        start('message', message.sessionId, message.content, { ...session, id: message.sessionId, visitor_id: visitorId });
      }
    }),
    ctx.events.on('session.closed', ({ sessionId }) => start('ended', sessionId)),
  ];

  const settled = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  return {
    settled,
    async stop() {
      offs.forEach((off) => off());
      await settled();
    },
  };
}
