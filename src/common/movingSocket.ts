import type { Socket } from 'socket.io-client';

type Call = (...args: unknown[]) => void;
type Params<F> = F extends (...args: infer A) => void ? A : never;
/** A command's payload: its arguments but the acknowledgement callback. */
type Payload<F> = Params<F> extends [...infer H, (answer: never) => void] ? H : never;
/** What a command's acknowledgement answers. */
type Answer<F> = Params<F> extends [...unknown[], (answer: infer R) => void] ? R : never;

/** What every socket hears besides its namespace's events. */
interface Reserved {
  connect: () => void;
  disconnect: (reason: Socket.DisconnectReason) => void;
  connect_error: (err: Error) => void;
}

/** The connection manager's events a page shows (the staff header's "reconnecting (n)" notice). */
type ManagerEvent = 'reconnect_attempt';

export interface AckSender<E> {
  emitWithAck<K extends keyof E & string>(event: K, ...args: Payload<E[K]>): Promise<Answer<E[K]>>;
}

/**
 * One page's socket to one namespace that survives the instance behind it stopping for a restart. The page sees a
 * single socket (listeners, `emit`, `emitWithAck`, `connected`); underneath, on `serverMoving` it opens a new
 * connection with `make` (the balancer takes it to another instance: the draining one refuses new handshakes),
 * and once that one is connected it becomes the socket the page uses: the page's `connect` listeners run (they
 * rejoin and resync by sequence, as after any reconnection) with `moved` true, and the old connection closes as
 * soon as the acknowledgements it still owes have come. The page never sees a `disconnect` for a move.
 *
 * Events are taken from the socket in use only: until the switch the old one is still in every room, and from the
 * switch on the new one is (the server joins its rooms before it answers the handshake). Should the old connection
 * drop before the new one is up, the page hears that `disconnect` and the new connection's `connect` ends it.
 * `make` must give a socket of its own (`forceNew`), not yet connected.
 */
export class MovingSocket<L, E> {
  readonly #make: () => Socket;
  #current: Socket;
  /** The connection opened on `serverMoving`, until it connects (or gives up). */
  #next: Socket | null = null;
  /** The last `connect` the page heard was a move, not a reconnection after a loss. */
  #moved = false;
  readonly #listeners = new Map<string, Set<Call>>();
  readonly #managerListeners = new Map<ManagerEvent, Set<Call>>();
  /** Acknowledgements each connection still owes. */
  readonly #owed = new Map<Socket, number>();
  /** Connections replaced by a move, closed once they owe nothing. */
  readonly #retired = new Set<Socket>();

  constructor(make: () => Socket) {
    this.#make = make;
    this.#current = this.#adopt(make());
  }

  get connected(): boolean {
    return this.#current.connected;
  }

  /** True when the last `connect` came from a move to another instance (nothing was lost: no notice to show). */
  get moved(): boolean {
    return this.#moved;
  }

  /** The connections open now (two during a move): for tests and diagnostics. */
  get connections(): number {
    return [this.#current, this.#next, ...this.#retired].filter((s) => s?.connected).length;
  }

  on<K extends keyof (L & Reserved) & string>(event: K, listener: (L & Reserved)[K]): this {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener as Call);
    return this;
  }

  off<K extends keyof (L & Reserved) & string>(event: K, listener: (L & Reserved)[K]): this {
    this.#listeners.get(event)?.delete(listener as Call);
    return this;
  }

  /** Listens to the connection manager of whichever connection is in use. */
  onManager(event: ManagerEvent, listener: (attempt: number) => void): this {
    let set = this.#managerListeners.get(event);
    if (!set) this.#managerListeners.set(event, (set = new Set()));
    set.add(listener as Call);
    return this;
  }

  removeAllListeners(): this {
    this.#listeners.clear();
    this.#managerListeners.clear();
    return this;
  }

  connect(): this {
    this.#current.connect();
    return this;
  }

  /** Closes every connection for good (the page is done with the socket). */
  disconnect(): this {
    const all = [this.#next, ...this.#retired, this.#current];
    this.#next = null;
    this.#retired.clear();
    for (const s of all) s?.disconnect();
    return this;
  }

  emit<K extends keyof E & string>(event: K, ...args: Params<E[K]>): this {
    const s = this.#target();
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const settle = this.#owe(s);
      const ack = (...answer: unknown[]) => {
        settle();
        (last as Call)(...answer);
      };
      s.emit(event, ...args.slice(0, -1), ack);
    } else s.emit(event, ...args);
    return this;
  }

  emitWithAck<K extends keyof E & string>(event: K, ...args: Payload<E[K]>): Promise<Answer<E[K]>> {
    return this.#ack((s) => s.emitWithAck(event, ...args));
  }

  /** `timeout(ms).emitWithAck(…)`: rejects when no answer comes within `ms`. */
  timeout(ms: number): AckSender<E> {
    return { emitWithAck: (event, ...args) => this.#ack((s) => s.timeout(ms).emitWithAck(event, ...args)) };
  }

  /** Sends on the connection in use; while it is down and a move is under way, on the new one (sent once it connects). */
  #target(): Socket {
    return !this.#current.connected && this.#next ? this.#next : this.#current;
  }

  #owe(s: Socket): () => void {
    this.#owed.set(s, (this.#owed.get(s) ?? 0) + 1);
    let settled = false;
    return () => {
      if (settled) return;
      settled = true;
      this.#owed.set(s, (this.#owed.get(s) ?? 1) - 1);
      this.#closeIfDone(s);
    };
  }

  async #ack<T>(send: (s: Socket) => Promise<T>): Promise<T> {
    const s = this.#target();
    const settle = this.#owe(s);
    try {
      return await send(s);
    } finally {
      settle();
    }
  }

  #fire(event: string, args: unknown[]) {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args);
  }

  /** Whether `s` speaks for the page: the socket in use, or the move's new one while the old one is down. */
  #speaks(s: Socket): boolean {
    return s === this.#current || (s === this.#next && !this.#current.connected);
  }

  #adopt(s: Socket): Socket {
    s.onAny((event: string, ...args: unknown[]) => {
      if (event === 'serverMoving' && s === this.#current) this.#move();
      if (s === this.#current) this.#fire(event, args);
    });
    s.on('connect', () => {
      if (s === this.#next) this.#switchTo(s);
      else if (s === this.#current) {
        this.#moved = false;
        this.#fire('connect', []);
      }
    });
    s.on('disconnect', (reason) => {
      if (this.#retired.delete(s)) return void this.#owed.delete(s);
      if (s !== this.#current) return;
      if (this.#next && reason !== 'io server disconnect' && reason !== 'io client disconnect') {
        // Lost before the move finished: the new connection is the way back, the old one stops trying.
        s.disconnect();
      } else this.#abandonMove();
      this.#fire('disconnect', [reason]);
    });
    s.on('connect_error', (err) => {
      // A move refused for good (the session ended meanwhile): stay on the old connection, which the server closes
      // at its deadline; the page then reconnects as after any loss and hears why.
      if (s === this.#next && !s.active) this.#abandonMove();
      else if (this.#speaks(s)) this.#fire('connect_error', [err]);
    });
    for (const event of ['reconnect_attempt'] as const) {
      s.io.on(event, (attempt: number) => {
        if (this.#speaks(s)) for (const listener of [...(this.#managerListeners.get(event) ?? [])]) listener(attempt);
      });
    }
    return s;
  }

  #move() {
    if (this.#next) return;
    this.#next = this.#adopt(this.#make());
    this.#next.connect();
  }

  #abandonMove() {
    const next = this.#next;
    this.#next = null;
    next?.disconnect();
  }

  #switchTo(s: Socket) {
    const old = this.#current;
    this.#current = s;
    this.#next = null;
    this.#moved = old.connected;
    if (old.connected) {
      this.#retired.add(old);
      this.#closeIfDone(old);
    }
    this.#fire('connect', []);
  }

  #closeIfDone(s: Socket) {
    if (!this.#retired.has(s) || (this.#owed.get(s) ?? 0) > 0) return;
    this.#owed.delete(s);
    s.disconnect();
  }
}
