import type { AppContext } from '../../context';
import { AGENT_STATUS } from '../agents/agent.repository';
import { signOutAgentOfUser } from '../agents/agent.service';
import { clock } from '../../sso/staff-session';
import { hasOtherSessionInUse } from '../../sso/user.repository';
import { MessageWriter } from '../messages/message-writer';
import type { AppendInput, Appended } from '../messages/message.service';
import { RoutingPump } from '../routing/routing-pump';
import { requeueAgentSessions, type Assignment } from '../routing/routing.service';
import { RoutingRules } from '../routingRules/routing-decision';
import { createWaybillDesk } from '../waybill/waybill-desk.factory';
import type { WaybillService } from '../waybill/waybill.service';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { findIdleSessions } from '../sessions/session.repository';
import { closeSession, convertToAgent, type Closed, type ConvertInput, type Queued } from './session.service';
import type { VisitorRow } from './visitor.repository';
import { VisitorTokens } from './visitor-identity';
import { VisitorLimits } from './visitor-limits';

/** How often each instance looks for idle sessions and for queue work another instance may have left. */
const SWEEP_EVERY_MS = 10_000;

/**
 * The conversation loop of one server instance: the operations that change a conversation and must tell
 * everybody afterwards. Each one commits, then emits its domain events; the broadcaster turns them into
 * socket messages. Nothing here is needed by another instance: all state is in the database.
 */
export class ConversationLoop {
  readonly writer: MessageWriter;
  readonly routing: RoutingPump;
  readonly waybills: WaybillService;
  /** The enabled routing rules, kept in memory. */
  private readonly routingRules: RoutingRules;
  /** What one visitor or one address may send (floods). */
  readonly visitorLimits: VisitorLimits;
  private readonly offs: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;

  private constructor(
    private readonly ctx: AppContext,
    readonly visitorTokens: VisitorTokens,
  ) {
    const db = ctx.db.kysely;
    this.writer = new MessageWriter(db);
    this.writer.onBatch = (size, seconds) => {
      ctx.metrics.writerBatchSize.observe(size);
      ctx.metrics.writerBatchSeconds.observe(seconds);
    };
    this.visitorLimits = new VisitorLimits(ctx.limits, db, ctx.config);
    // The same service the workbench uses, so WAYBILL_API_URL points the robot at the real systems too.
    this.waybills = createWaybillDesk(ctx.config, db);
    this.routingRules = new RoutingRules(db);
    this.routing = new RoutingPump(db, ctx.db.dialect === 'postgres', (a) => this.assigned(a), ctx.log);
  }

  /** After a committed assignment (the routing's, or a supervisor's): the agent, the visitor and the counts are told. */
  assigned(a: Assignment): void {
    this.emitMessage(a.message);
    this.ctx.events.emit('session.assigned', { sessionId: a.sessionId, agentId: a.agentId, visitorId: a.visitorId });
    this.ctx.events.emit('queue.changed', { skillGroupId: a.skillGroupId });
    this.ctx.events.emit('status.changed', { reason: 'session.assigned' });
  }

  /**
   * After a committed hand-over (an agent's transfer, a supervisor's transfer or take-over): the receiver gets
   * `newSession` (and loads the history), the visitor `assigned` and the line, the sender hears the chat left.
   */
  transferred(t: { sessionId: string; visitorId: string; fromAgentId: string; toAgentId: string; groupId: string | null; line: Appended; note: Appended | null }): void {
    this.ctx.events.emit('session.assigned', { sessionId: t.sessionId, agentId: t.toAgentId, visitorId: t.visitorId });
    this.ctx.events.emit('session.transferred', { sessionId: t.sessionId, fromAgentId: t.fromAgentId, toAgentId: t.toAgentId });
    this.emitMessage(t.line);
    if (t.note) this.emitMessage(t.note);
    this.ctx.events.emit('status.changed', { reason: 'session.transferred' });
    // The sender has a free slot now: let the queue flow into it.
    if (t.groupId) this.routing.kick(t.groupId);
  }

  static async start(ctx: AppContext): Promise<ConversationLoop> {
    const loop = new ConversationLoop(ctx, await VisitorTokens.create(ctx.db.kysely));
    const ev = ctx.events;
    loop.offs.push(
      ev.on('agent.status_changed', async (p) => {
        if (p.status === AGENT_STATUS.ready) loop.routing.kick();
        if (p.status === AGENT_STATUS.offline) await loop.requeueAgent(p.agentId);
      }),
      ev.on('agent.forced_offline', (p) => loop.requeueAgent(p.agentId)),
      // The status change's own listener (above) puts the agent's sessions back through the routing rules.
      ev.on('staff_session.revoked', async (p) => {
        // One sign-in ended (a logout in an old tab): an agent still working in another session stays on duty.
        // Losing every session (a disabled user, a new password) always signs the agent out.
        const at = clock.now();
        if (p.sessionId && (await hasOtherSessionInUse(ctx.db.kysely, p.userId, p.sessionId, at - ctx.config.sessionIdleMs, at))) return;
        const agent = await signOutAgentOfUser(ctx.db.kysely, p.userId);
        if (agent) ev.emit('agent.status_changed', { agentId: agent.id, status: agent.status });
      }),
      ev.on('service_config.changed', () => loop.visitorLimits.settingsChanged()),
      ev.on('routing_rules.changed', () => loop.routingRules.invalidate()),
      ev.on('channel_secret.changed', (p) => loop.visitorTokens.channelVersions.changed(p.channel)),
    );
    loop.timer = setInterval(() => loop.sweep(), SWEEP_EVERY_MS);
    loop.timer.unref();
    loop.routing.kick();
    return loop;
  }

  private get db() {
    return this.ctx.db.kysely;
  }

  /**
   * Broadcasts a stored message. A resend of one already stored is broadcast again: the first broadcast may
   * have been lost (an instance that stored the message and died before emitting it), and clients drop what
   * they already have by id and sequence.
   */
  emitMessage(a: Appended, originSocketId?: string): void {
    this.ctx.events.emit('message.created', { message: a.message, visitorId: a.visitorId, agentId: a.agentId, originSocketId, session: a.duplicate ? undefined : a.session });
  }

  /**
   * Stores a message (group-committed) and broadcasts it, a resend included. It answers once the broadcast has
   * left this instance: an acknowledgement sent before the Redis publish was written, from an instance killed in
   * between, would leave the other instances' clients without a message its sender will never send again.
   */
  async post(input: AppendInput, originSocketId?: string): Promise<Appended> {
    const a = await this.writer.append(input);
    this.emitMessage(a, originSocketId);
    const out = this.ctx.events.flushed();
    if (out) await out;
    return a;
  }

  async convert(visitor: VisitorRow, input: ConvertInput): Promise<Queued> {
    const q = await convertToAgent(this.db, visitor, input, this.ctx.db.dialect === 'postgres', Date.now(), this.waybills, this.routingRules);
    if (q.message) this.emitMessage(q.message);
    if (q.changed) {
      this.ctx.events.emit('session.queued', { sessionId: q.session.id, visitorId: q.session.visitor_id, skillGroupId: q.skillGroupId });
      this.ctx.events.emit('queue.changed', { skillGroupId: q.skillGroupId });
      this.ctx.events.emit('status.changed', { reason: 'session.queued' });
      this.routing.kick(q.skillGroupId);
    }
    return q;
  }

  /** `params` go into the closing line beside the reason (the idle timeout's minutes), for its text. */
  async close(sessionId: string, reason: string, params: Record<string, unknown> = {}): Promise<Closed | null> {
    const c = await this.db.transaction().execute((trx) => closeSession(trx, sessionId, reason, this.ctx.db.dialect === 'postgres', Date.now(), params));
    if (!c) return null;
    this.emitMessage(c.message);
    this.ctx.events.emit('session.closed', { sessionId, visitorId: c.visitorId, agentId: c.agentId, reason, skillGroupId: c.skillGroupId });
    this.ctx.events.emit('status.changed', { reason: 'session.closed' });
    if (c.wasStatus === 'queued' && c.skillGroupId) this.ctx.events.emit('queue.changed', { skillGroupId: c.skillGroupId });
    // A freed slot pulls the next visitor at once.
    if (c.wasStatus === 'active') this.routing.kick();
    return c;
  }

  async requeueAgent(agentId: string): Promise<void> {
    const cfg = await getServiceConfig(this.db);
    const moved = await requeueAgentSessions(this.db, agentId, cfg.requeueTarget);
    for (const r of moved) {
      this.emitMessage(r.message);
      this.ctx.events.emit('session.requeued', { sessionId: r.sessionId, visitorId: r.visitorId, fromAgentId: agentId, skillGroupId: r.skillGroupId });
      this.ctx.events.emit('queue.changed', { skillGroupId: r.skillGroupId });
    }
    this.ctx.events.emit('status.changed', { reason: 'agent.offline' });
    if (moved.length) this.routing.kick();
  }

  /** Closes sessions idle past the configured timeouts; returns how many this call closed. */
  async sweepIdle(at = Date.now()): Promise<number> {
    const cfg = await getServiceConfig(this.db);
    let closed = 0;
    // A chat whose visitor asked last is waiting for the agent, not idle; the robot answers at once, so its chats are.
    const passes = [
      { status: 'active' as const, minutes: cfg.idleTimeoutMinutes, reason: 'idle', skipUnanswered: true },
      { status: 'robot' as const, minutes: cfg.robotIdleTimeoutMinutes, reason: 'robot', skipUnanswered: false },
    ];
    for (const p of passes) {
      for (const s of await findIdleSessions(this.db, p.status, at - p.minutes * 60_000, { skipUnanswered: p.skipUnanswered })) {
        if (await this.close(s.id, p.reason, { minutes: p.minutes })) closed++;
      }
    }
    return closed;
  }

  private sweep(): void {
    if (this.sweeping) return;
    this.routing.kick();
    this.sweeping = this.sweepIdle()
      .catch((err) => this.ctx.log('idle sweep failed', err))
      .finally(() => (this.sweeping = null));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.offs.forEach((off) => off());
    await this.sweeping;
    await this.routing.stop();
    await this.writer.idle();
  }
}
