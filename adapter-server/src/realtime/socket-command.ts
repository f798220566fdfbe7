import type { Ack, RequestError } from '../../../src/common/events';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../http/envelope';
import { socketLang, translate } from '../http/i18n';
import { ajv, toFieldErrors } from '../http/validation';

interface CommandSocket {
  readonly id: string;
  readonly handshake?: Parameters<typeof socketLang>[0];
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: 'requestError', p: RequestError): unknown;
}

/** Compiles a payload schema into a checker answering a readable message, or null when the payload is fine. */
export function payloadChecker(schema: object): (value: unknown) => string | null {
  const validate = ajv.compile(schema);
  return (value) => {
    if (validate(value)) return null;
    const e = toFieldErrors(validate.errors)[0];
    return `Invalid payload: ${e ? `${e.field} ${e.message}` : 'not valid'}`;
  };
}

const toAck = <T>(err: unknown, log: (msg: string, err?: unknown) => void): Ack<T> | null => {
  if (err instanceof AppError) return { status: err.envelopeStatus, msg: err.message, data: null };
  // Nothing was stored: leave the command unacknowledged, so the client's timeout resends it (under the same
  // clientMsgId) once the database is back, instead of showing a refusal for a send that will go through.
  if (isDatabaseUnavailable(err)) return null;
  log('socket command failed', err);
  return { status: -1, msg: 'Application error', data: null };
};

/**
 * Registers a command that must be acknowledged. A payload of the wrong shape, or no callback to answer, is
 * refused without touching anything; a failing handler answers an error. Nothing a client sends can throw
 * out of here, so no payload can stop the server.
 */
export function onCommand<P, T>(
  socket: CommandSocket,
  event: string,
  check: (value: unknown) => string | null,
  handler: (payload: P) => Promise<T>,
  log: (msg: string, err?: unknown) => void,
): void {
  // Refusals reach the user in the language of the page that opened the socket, as HTTP envelopes do.
  const lang = socketLang(socket.handshake);
  socket.on(event, (...args: unknown[]) => {
    const ack = args[args.length - 1];
    if (typeof ack !== 'function') {
      socket.emit('requestError', { event, msg: translate(`${event} needs an acknowledgement callback`, lang) });
      return;
    }
    const reply = (r: Ack<T>) => {
      try {
        (ack as (r: Ack<T>) => void)(r.status === 0 ? r : { ...r, msg: translate(r.msg, lang) });
      } catch (err) {
        log('socket ack failed', err);
      }
    };
    const problem = args.length < 2 ? 'Invalid payload: (payload) is required' : check(args[0]);
    if (problem) return reply({ status: -1, msg: problem, data: null });
    handler(args[0] as P).then(
      (data) => reply({ status: 0, msg: 'success', data }),
      (err) => {
        const r = toAck<T>(err, log);
        if (r) reply(r);
      },
    );
  });
}

/** Registers a fire-and-forget signal (typing, read): a bad one is answered with `requestError`, never thrown. */
export function onSignal<P>(
  socket: CommandSocket,
  event: string,
  check: (value: unknown) => string | null,
  handler: (payload: P) => Promise<void>,
  log: (msg: string, err?: unknown) => void,
): void {
  const lang = socketLang(socket.handshake);
  socket.on(event, (payload: unknown) => {
    const problem = check(payload);
    if (problem) {
      socket.emit('requestError', { event, msg: translate(problem, lang) });
      return;
    }
    handler(payload as P).catch((err) => {
      if (err instanceof AppError) socket.emit('requestError', { event, msg: translate(err.message, lang) });
      else log(`socket ${event} failed`, err);
    });
  });
}
