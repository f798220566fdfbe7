import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'socket.io';

type AllowRequest = (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => void;

export interface DrainResult {
  /** Sockets of this instance when the drain began (those connecting during it included). */
  moving: number;
  /** Sockets still here when the drain ended (the deadline passed, or it was cut short). */
  left: number;
  /** False when there was no other instance to move to: nothing was asked of the clients. */
  drained: boolean;
}

/**
 * The graceful half of a rolling restart. While draining, `/readyz` answers 503 (a balancer stops sending new
 * connections here), new socket handshakes are refused (a client's new connection tries again and reaches another
 * instance once the balancer has noticed), and every socket of this instance hears `serverMoving`: its client opens
 * a connection elsewhere, then closes this one. Open sockets keep being served meanwhile (messages stored and
 * acknowledged); the drain ends when none is left or at the deadline, and the caller then closes what remains.
 */
export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /** An engine.io `allowRequest` that refuses new handshakes while draining (requests of open connections pass). */
  guard(allow: AllowRequest): AllowRequest {
    return (req, callback) => (this.#draining ? callback('draining for a restart', false) : allow(req, callback));
  }

  /**
   * Drains `io`'s sockets on the staff (`/`) and visitor namespaces for at most `deadlineMs`. Without another
   * instance (no Redis adapter, or this is the last one) clients have nowhere to go: it does nothing. `cut`
   * ends the wait early (a second stop signal).
   */
  async run(io: Server, deadlineMs: number, cut?: AbortSignal): Promise<DrainResult> {
    const namespaces = [io.of('/'), io.of('/visitor')];
    const count = () => namespaces.reduce((n, ns) => n + ns.sockets.size, 0);
    const servers = await io.of('/').adapter.serverCount().catch(() => 1);
    if (deadlineMs <= 0 || servers < 2) return { moving: count(), left: count(), drained: false };
    this.#draining = true;
    const payload = { deadlineSeconds: Math.ceil(deadlineMs / 1000) };
    let moving = 0;
    return new Promise<DrainResult>((resolve) => {
      const offs: (() => void)[] = [];
      const finish = () => {
        clearTimeout(timer);
        offs.forEach((off) => off());
        cut?.removeEventListener('abort', finish);
        resolve({ moving, left: count(), drained: true });
      };
      const check = () => count() === 0 && finish();
      const tell = (socket: Socket) => {
        moving++;
        socket.once('disconnect', check);
        socket.emit('serverMoving', payload);
      };
      for (const ns of namespaces) {
        ns.sockets.forEach(tell);
        // A handshake accepted just before the drain began connects during it: told as well.
        const late = (socket: Socket) => tell(socket);
        ns.on('connection', late);
        offs.push(() => ns.off('connection', late));
      }
      const timer = setTimeout(finish, deadlineMs);
      cut?.addEventListener('abort', finish, { once: true });
      // Cut while the instances were being counted: told, but not waited for.
      if (cut?.aborted) finish();
      else check();
    });
  }
}
