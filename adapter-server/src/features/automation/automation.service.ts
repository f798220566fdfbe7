import { AUTHOR } from '../../../../src/common/events';
import type { AppContext } from '../../context';
import { startPeriodic } from '../../periodic';
import { factsFor, holds, type Facts } from '../routingRules/routing-decision';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { findSession, type SessionRow } from '../sessions/session.repository';
import type { WaybillService } from '../waybill/waybill.service';
import { doAct } from './automation.acts';
import { RefreshingIndex } from '../../db/refreshing-index';
import { automationSignature, chatReasonIds, enabledAutomations, type AutomationRule } from './automation.repository';
import { claimOutbox, finishOutbox, holdOff, markActDone, type OutboxRow } from './automation.outbox';
import type { AutomationEvent } from '../../../../src/common/automation';

/** How long a claimed row is held: past it, an instance that stopped half-way has its row worked again. */
const HOLD_MS = 60_000;
/** Rows claimed at once. */
const BATCH = 50;
/** How often every instance looks for rows it was not told of (another instance's, one that stopped). */
const SWEEP_MS = 5_000;
/** A row that failed this many times is given up (logged): a rule whose act always fails must not loop forever. */
const MAX_ATTEMPTS = 5;

export interface Automation {
  /** Resolves once the queue's free rows are all worked (tests). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Automation rules work the events queued by migration 0050's triggers in the writers' transactions: at once for the
 * events this instance committed, and every few seconds for any other row free to take (another instance's that
 * stopped, a writer of another release). Each row is claimed for a minute; each act is recorded as done in its own
 * transaction, so a row worked twice does no act twice, and the row goes when its acts are done. A run reads the
 * event's enabled rules (none: nothing more is read), the chat and only the facts its rules test; every rule whose
 * conditions all hold does its acts in order, each act with its staff-only line and audit entry in one transaction,
 * then broadcast. A rule never acts on a robot chat, and the rules' own messages (the robot's quick reply, the lines)
 * are not the visitor's, so no rule wakes another.
 */
export function startAutomation(ctx: AppContext, waybills: WaybillService): Automation {
  const db = ctx.db.kysely;
  const pg = ctx.db.dialect === 'postgres';
  // The rules stay in memory: a visitor's every line in a human chat asks for them. A rule saved here counts at once
  // (`automation_rules.changed`), one saved on another instance within seconds (the list's signature).
  const index = new RefreshingIndex(new Map<AutomationEvent, AutomationRule[]>(), () => automationSignature(db), () => enabledAutomations(db));

  /** Works a row's rules; true when an act was recorded. */
  async function run({ id, event, session_id: sessionId, message: line, channel, org_type: orgType }: OutboxRow): Promise<boolean> {
    const all = (index.fresh ? index.current : await index.ready()).get(event) ?? [];
    const message = event === 'message' ? (line ?? '') : undefined;
    // A visitor's line is first held to the rules' conditions on it alone: most lines match none, and read nothing.
    const said: Facts = { message: message === undefined ? [] : [message] };
    const held = message === undefined ? all : all.filter((r) => r.conditions.every((c) => c.field !== 'message' || holds(c, said)));
    // Then to the chat's channel and entry, which the row holds: a rule failing there reads nothing.
    const chat: Facts = { channel: [String(channel)], entry: [orgType === 'ky' ? 'ky' : 'kd'] };
    const rules = held.filter((r) => r.conditions.every((c) => !(c.field in chat) || holds(c, chat)));
    if (!rules.length) return false;
    const s: SessionRow | undefined = await findSession(db, sessionId);
    // Human chats only: one the robot alone served (closed without ever queuing) is not the rules' business.
    if (!s || s.status === 'robot' || !s.converted) return false;
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
    let acted = false;
    for (const rule of rules.filter((r) => r.conditions.every((c) => holds(c, facts)))) {
      for (const [i, a] of rule.actions.entries()) {
        acted = true;
        // Each act reads the chat as it is now: an earlier act (or the agent) may have changed it. One done before
        // (this row was worked by an instance that stopped before finishing it) is not done again.
        const outcome = await db.transaction().execute(async (trx) => {
          if (!(await markActDone(trx, id, rule.id, i))) return null;
          const now = await findSession(trx, s.id);
          return now && now.status !== 'robot' ? doAct(trx, now, rule, a, Date.now()) : null;
        });
        if (!outcome) continue;
        for (const line of outcome.lines) ctx.events.emit('message.created', { message: line.message, visitorId: line.visitorId, agentId: line.agentId });
        if (outcome.queueOf) ctx.events.emit('queue.changed', { skillGroupId: outcome.queueOf });
      }
    }
    return acted;
  }

  /**
   * Works one claimed row: whether it is done (to take off the queue) and whether an act was recorded for it. A failure
   * leaves it for another try once its claim runs out.
   */
  async function work(row: OutboxRow): Promise<{ done: boolean; acted: boolean }> {
    if (row.attempts > MAX_ATTEMPTS) {
      ctx.logger.error({ event: row.event, sessionId: row.session_id, attempts: row.attempts }, 'automation rule given up');
      return { done: true, acted: true };
    }
    try {
      return { done: true, acted: await run(row) };
    } catch (err) {
      ctx.logger.error({ err, event: row.event, sessionId: row.session_id }, 'automation rule failed');
      return { done: false, acted: false };
    }
  }

  /** Claims and works rows until none is free: a chat's rows in their order, different chats side by side. */
  async function drainAll(): Promise<void> {
    for (;;) {
      const rows = await claimOutbox(db, pg, Date.now(), HOLD_MS, BATCH);
      if (!rows.length) return;
      const chats = new Map<string, OutboxRow[]>();
      for (const r of rows) chats.set(r.session_id, [...(chats.get(r.session_id) ?? []), r]);
      const results = await Promise.all(
        [...chats.values()].map(async (list) => {
          const out: { id: number; done: boolean; acted: boolean }[] = [];
          for (const r of list) out.push({ id: r.id, ...(await work(r)) });
          return out;
        }),
      );
      const done = results.flat().filter((r) => r.done);
      await finishOutbox(db, done.map((r) => r.id), done.some((r) => r.acted));
      const failed = results.flat().filter((r) => !r.done);
      await holdOff(db, pg, failed.map((r) => r.id), Date.now() + HOLD_MS);
    }
  }

  // One drain at a time on this instance; told of more while it runs, it goes round once again.
  let draining: Promise<void> | null = null;
  let again = false;
  const drain = (): Promise<void> => {
    if (draining) {
      again = true;
      return draining;
    }
    const d: Promise<void> = (async () => {
      do {
        again = false;
        await drainAll();
      } while (again);
    })()
      .catch((err: unknown) => ctx.logger.error({ err }, 'automation queue failed'))
      .finally(() => {
        if (draining === d) draining = null;
      });
    draining = d;
    return d;
  };

  // This instance's own events are worked at once (their rows were committed with them) when a rule acts on them;
  // the sweep finds the rest.
  const kick = (event: AutomationEvent) => {
    if (!index.fresh || index.current.get(event)?.length) void drain();
  };
  const offs = [
    ctx.events.on('automation_rules.changed', () => index.invalidate()),
    ctx.events.on('session.queued', () => kick('created')),
    ctx.events.on('session.assigned', () => kick('assigned')),
    ctx.events.on('message.created', ({ message, session }) => {
      if (message.author === AUTHOR.customer && (session?.status === 'queued' || session?.status === 'active')) kick('message');
    }),
    ctx.events.on('session.closed', () => kick('ended')),
  ];
  const stopSweep = startPeriodic(ctx, 'automation sweep', SWEEP_MS, drain);

  const settled = async () => {
    // What this instance was told of, and whatever else is free now.
    while (draining) await draining;
    await drain();
  };
  return {
    settled,
    async stop() {
      offs.forEach((off) => off());
      await stopSweep();
      while (draining) await draining;
    },
  };
}
