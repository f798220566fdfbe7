import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { Ack, ChatMessage, VisitorClientEvents, VisitorServerEvents } from '../../../src/common/events';
import { MovingSocket } from '../../../src/common/movingSocket';

type Handler = (...args: any[]) => void;

/** A socket.io-client socket as far as MovingSocket uses it; the test plays the server. */
class FakeSocket {
  connected = false;
  active = false;
  readonly handlers = new Map<string, Handler[]>();
  readonly any: Handler[] = [];
  readonly managerHandlers = new Map<string, Handler[]>();
  /** Commands sent, with the acknowledgement to answer when the test decides. */
  readonly sent: { event: string; args: unknown[]; answer?: (r: unknown) => void }[] = [];
  readonly io = { on: (event: string, h: Handler) => this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), h]) };

  on(event: string, h: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), h]);
    return this;
  }
  onAny(h: Handler) {
    this.any.push(h);
    return this;
  }
  connect() {
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    if (this.connected) this.drop('io client disconnect');
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (typeof last === 'function') this.sent.push({ event, args: args.slice(0, -1), answer: last as (r: unknown) => void });
    else this.sent.push({ event, args });
    return this;
  }
  emitWithAck(event: string, ...args: unknown[]) {
    return new Promise((resolve) => this.sent.push({ event, args, answer: resolve }));
  }
  timeout() {
    return { emitWithAck: (event: string, ...args: unknown[]) => this.emitWithAck(event, ...args) };
  }

  // The server's side.
  accept() {
    this.connected = true;
    this.fire('connect');
  }
  refuse(forGood: boolean) {
    if (forGood) this.active = false;
    this.fire('connect_error', new Error('refused'));
  }
  send(event: string, ...args: unknown[]) {
    this.any.forEach((h) => h(event, ...args));
  }
  drop(reason: string) {
    this.connected = false;
    this.fire('disconnect', reason);
  }
  attempt(n: number) {
    (this.managerHandlers.get('reconnect_attempt') ?? []).forEach((h) => h(n));
  }
  private fire(event: string, ...args: unknown[]) {
    (this.handlers.get(event) ?? []).forEach((h) => h(...args));
  }
}

const message = (seq: number): ChatMessage => ({ id: `m${seq}`, sessionId: 's1', seq, author: 2, type: 'text', content: `m${seq}`, clientMsgId: `c${seq}`, createdAt: 0 });

function setup() {
  const made: FakeSocket[] = [];
  const socket = new MovingSocket<VisitorServerEvents, VisitorClientEvents>(() => {
    const s = new FakeSocket();
    made.push(s);
    return s as unknown as Socket;
  });
  const heard: string[] = [];
  socket.on('connect', () => heard.push(socket.moved ? 'connect (moved)' : 'connect'));
  socket.on('disconnect', (reason) => heard.push(`disconnect: ${reason}`));
  socket.on('connect_error', (err) => heard.push(`connect_error: ${err.message}`));
  socket.on('chatMessage', (m) => heard.push(`chatMessage ${m.seq}`));
  socket.onManager('reconnect_attempt', (n) => heard.push(`attempt ${n}`));
  socket.connect();
  made[0].accept();
  return { socket, made, heard };
}

describe('MovingSocket: a page socket that moves off an instance stopping for a restart', () => {
  it('opens a new connection on serverMoving, switches to it once connected and closes the old one: no disconnect heard', () => {
    const { socket, made, heard } = setup();
    const [old] = made;
    old.send('serverMoving', { deadlineSeconds: 20 });
    expect(made).toHaveLength(2);
    const next = made[1];
    expect(next.active).toBe(true);
    // Until the new one is up the old one is used: its events reach the page, the new one's do not, sends go to it.
    old.send('chatMessage', message(1));
    next.send('chatMessage', message(1));
    socket.emit('typing', { sessionId: 's1', typing: true });
    expect(old.sent.map((x) => x.event)).toEqual(['typing']);
    // The draining instance refused the new handshake once before the balancer noticed: the page hears nothing.
    next.refuse(false);
    next.attempt(1);
    expect(socket.connections).toBe(1);
    next.accept();
    expect(old.connected).toBe(false);
    expect(socket.connected).toBe(true);
    old.send('chatMessage', message(2));
    next.send('chatMessage', message(3));
    socket.emit('typing', { sessionId: 's1', typing: false });
    expect(next.sent.map((x) => x.event)).toEqual(['typing']);
    expect(heard).toEqual(['connect', 'chatMessage 1', 'connect (moved)', 'chatMessage 3']);
    expect(socket.connections).toBe(1);
  });

  it('keeps the old connection until the acknowledgements it owes have come', async () => {
    const { socket, made, heard } = setup();
    const [old] = made;
    const pending = socket.timeout(10_000).emitWithAck('chatMessage', { sessionId: 's1', clientMsgId: 'c1', content: 'hello' });
    old.send('serverMoving', { deadlineSeconds: 20 });
    made[1].accept();
    expect(old.connected).toBe(true);
    expect(socket.connections).toBe(2);
    // A send after the switch goes on the new connection.
    void socket.emitWithAck('sync', { sessionId: 's1', afterSeq: 0 });
    expect(made[1].sent.map((x) => x.event)).toEqual(['sync']);
    const ack: Ack<ChatMessage> = { status: 0, msg: 'ok', data: message(1) };
    old.sent[0].answer!(ack);
    expect(await pending).toEqual(ack);
    expect(old.connected).toBe(false);
    expect(heard).toEqual(['connect', 'connect (moved)']);
  });

  it('counts an acknowledgement callback of emit as owed too', () => {
    const { socket, made } = setup();
    const [old] = made;
    let answered: unknown = null;
    socket.emit('endSession', { sessionId: 's1' }, (r) => (answered = r));
    old.send('serverMoving', { deadlineSeconds: 20 });
    made[1].accept();
    expect(old.connected).toBe(true);
    old.sent[0].answer!({ status: 0, msg: 'ok', data: null });
    expect(answered).toEqual({ status: 0, msg: 'ok', data: null });
    expect(old.connected).toBe(false);
  });

  it('tells the page of a loss before the move finished, and the new connection ends it as a reconnection', () => {
    const { socket, made, heard } = setup();
    const [old] = made;
    old.send('serverMoving', { deadlineSeconds: 20 });
    const next = made[1];
    old.drop('transport close');
    // The old connection stops trying (the new one is the way back); sends wait on the new one meanwhile.
    expect(old.active).toBe(false);
    socket.emit('typing', { sessionId: 's1', typing: true });
    expect(next.sent.map((x) => x.event)).toEqual(['typing']);
    next.refuse(false);
    next.attempt(1);
    next.accept();
    expect(heard).toEqual(['connect', 'disconnect: transport close', 'connect_error: refused', 'attempt 1', 'connect']);
    expect(socket.moved).toBe(false);
  });

  it('stays on the old connection when the new one is refused for good', () => {
    const { socket, made, heard } = setup();
    const [old] = made;
    old.send('serverMoving', { deadlineSeconds: 20 });
    made[1].refuse(true);
    expect(made[1].active).toBe(false);
    old.send('chatMessage', message(1));
    expect(socket.connected).toBe(true);
    // A later serverMoving tries again.
    old.send('serverMoving', { deadlineSeconds: 5 });
    expect(made).toHaveLength(3);
    expect(heard).toEqual(['connect', 'chatMessage 1']);
  });

  it('closes every connection when the page is done, a move under way included', () => {
    const { socket, made } = setup();
    made[0].send('serverMoving', { deadlineSeconds: 20 });
    socket.disconnect();
    expect(made.map((s) => s.active)).toEqual([false, false]);
    expect(socket.connected).toBe(false);
  });
});
