// `npm run bench:flood`: one visitor floods while the others chat. The real server (`bench/server.ts`, SQLite, the
// load generator's per-visitor limits of 200 messages per 10 s and 1,000 a minute) serves 200 visitors and 20
// agents; the visitors offer 200 msg/s together for 10 s, first alone (the unloaded phase), then beside one more
// visitor who sends as fast as its socket allows, 64 messages in flight, taking no notice of the refusals (the
// server then closes its connection and pauses it; it knocks again every second). The figure: the others' p99 under the flood against their p99 without it (target ≤ 2×).
// A benchmark: it prints figures and asserts nothing.
import os from 'node:os';
import { offered, quantile, startChild } from './clients';
import { chatRig } from './rig';

const VISITORS = Number(process.env.BENCH_FLOOD_VISITORS ?? 200);
const AGENTS = Number(process.env.BENCH_FLOOD_AGENTS ?? 20);
const RATE = Number(process.env.BENCH_FLOOD_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const IN_FLIGHT = 64;

const fmt = (n: number, d = 1) => n.toFixed(d);
const p99 = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.99);
const load = () => os.loadavg().map((x) => fmt(x, 2)).join(' ');

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}; load average ${load()}`);
const server = await startChild('bench/server.ts', [], undefined);
try {
  // One visitor more than the chatting ones: the last is the flooder, assigned like any other.
  const rig = await chatRig(server.url, { agents: AGENTS, visitors: VISITORS + 1 });
  const flooder = rig.visitors[VISITORS];
  const sender = { count: VISITORS, send: rig.sender.send };
  console.log(`load: ${VISITORS} visitors and ${AGENTS} agents; ${RATE} msg/s offered for ${SECONDS} s per phase`);

  const phase = async (flood: boolean) => {
    const cpu0 = await server.cpu();
    let stop = false;
    const counts = { accepted: 0, refused: 0, knocks: 0 };
    let seq = 0;
    // The flooder sends while connected; once the server closes its connection it knocks again every second,
    // as the page does, and is refused while paused.
    const floods = flood
      ? [
          ...Array.from({ length: IN_FLIGHT }, async () => {
            while (!stop) {
              if (!flooder.socket.connected) {
                await new Promise((r) => setTimeout(r, 50));
                continue;
              }
              const ack = await new Promise<{ status?: number } | null>((resolve) =>
                flooder.socket.timeout(1000).emit('chatMessage', { sessionId: flooder.sessionId, clientMsgId: `f${seq++}`, content: `flood ${seq}` }, (err: Error | null, a: { status?: number }) => resolve(err ? null : a)),
              );
              if (ack?.status === 0) counts.accepted++;
              else counts.refused++;
            }
          }),
          (async () => {
            flooder.socket.on('connect_error', () => counts.knocks++);
            while (!stop) {
              await new Promise((r) => setTimeout(r, 1000));
              if (!flooder.socket.connected && !stop) flooder.socket.connect();
            }
          })(),
        ]
      : [];
    rig.latencies.length = 0;
    const run = await offered(sender, rig.latencies, RATE, SECONDS);
    stop = true;
    await Promise.all(floods);
    const cpu1 = await server.cpu();
    const latencies = [...rig.latencies];
    return { p99: p99(latencies), p50: quantile([...latencies].sort((a, b) => a - b), 0.5), n: latencies.length, sent: run.sent, cpu: (cpu1.all - cpu0.all) / 1e6, ...counts };
  };

  const quiet = await phase(false);
  console.log(`unloaded: p50 ${fmt(quiet.p50, 2)} ms, p99 ${fmt(quiet.p99, 2)} ms over ${quiet.n} of ${quiet.sent} messages; server CPU ${fmt(quiet.cpu, 2)} s; load average ${load()}`);
  const flooded = await phase(true);
  console.log(
    `under the flood: p50 ${fmt(flooded.p50, 2)} ms, p99 ${fmt(flooded.p99, 2)} ms over ${flooded.n} of ${flooded.sent} messages; server CPU ${fmt(flooded.cpu, 2)} s; ` +
      `the flooder: ${flooded.accepted} accepted, ${flooded.refused} refused, then paused (${flooded.knocks} reconnections refused); load average ${load()}`,
  );
  const again = await phase(false);
  console.log(`unloaded again: p50 ${fmt(again.p50, 2)} ms, p99 ${fmt(again.p99, 2)} ms over ${again.n} of ${again.sent} messages`);
  const base = Math.max(quiet.p99, again.p99);
  console.log('\nfigure | measured | target | met');
  console.log(`others' p99 under a flood / unloaded (the worse of the two unloaded phases) | ${fmt(flooded.p99, 2)} / ${fmt(base, 2)} ms = ${fmt(flooded.p99 / base, 2)}× | ≤ 2× | ${flooded.p99 <= 2 * base ? 'yes' : 'NO'}`);
  await rig.close();
} finally {
  server.stop();
}
process.exit(0);
