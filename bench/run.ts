// `npm run bench`: the conversation loop's speed against a bare relay and a group-commit relay (see README.md).
// Servers run in their own processes; this process drives 1,000 visitors and 100 agents with socket.io-client.
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { AhoCorasick } from '../adapter-server/src/features/robot/aho-corasick';
import { placement, pinSelf } from './cores';
import { watchPostgresCpu } from './pg-cpu';
import { connect, json, offered, pool, quantile, saturate, startChild, type Child, type Sender } from './clients';
import { chatRig, type ChatRig } from './rig';
import { printRouting, routingCost } from './routing';
import { messageRulesCost, printMessageRules } from './message-rules';
import { printSuggestions, suggestionCost } from './suggestions';
import { watchStalls } from './stalls';
import { mainThreadWait } from './thread-cpu';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 1000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAT_SECONDS = Number(process.env.BENCH_SAT_SECONDS ?? 5);
const WINDOW = 4;
// Timed `im/answer` calls (after 100 warm-up ones).
const ANSWER_CALLS = Number(process.env.BENCH_ANSWER_CALLS ?? 500);
// A folder: each server's CPU profile of the offered phase is written there (`<server>-offered.cpuprofile`).
const PROFILE = process.env.BENCH_PROFILE;
// `loop`: only the conversation loop and the robot, for quicker comparisons while working on them (no table);
// `routing`: only the routing cost of 50 rules against none (`routing.ts`) and a visitor line's with 50 automation
// rules against none (`message-rules.ts`), on each database;
// `group`: only the group-commit relay, the control; `answer`: only `im/answer`, on each database; `suggest`: only
// `workbench/suggestReplies` (`suggestions.ts`) beside `im/answer`, on each database.
const ONLY = process.env.BENCH_ONLY;
const GROUP_RELAY = 'group-commit relay (the same, one transaction per event-loop turn)';

const fmt = (n: number, d = 1) => n.toFixed(d);
const lat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p99: quantile(s, 0.99), n: s.length };
};

interface Rig {
  sender: Sender;
  latencies: number[];
  /** Send times (performance.now()) of the latencies, same order. */
  stamps: number[];
  delivered(): number;
  sockets: Socket[];
}

/** The product: agents sign in and go ready, visitors get an identity, ask for a human and are assigned (`rig.ts`). */
async function productRig(child: Child): Promise<Rig & Pick<ChatRig, 'agents' | 'visitors'> & { memPerSocket: number; rssPerSocket: number; young: [number, number] }> {
  const before = await child.mem();
  const rig = await chatRig(child.url, { agents: AGENTS, visitors: VISITORS });
  const after = await child.mem();
  return {
    sender: rig.sender,
    latencies: rig.latencies,
    stamps: rig.stamps,
    delivered: rig.delivered,
    sockets: rig.sockets,
    agents: rig.agents,
    visitors: rig.visitors,
    rssPerSocket: (after.rss - before.rss) / (AGENTS + VISITORS),
    // What the sockets keep alive: the heap in use and the memory outside it (buffers), both after a full GC.
    // The RSS also holds the heap's reserve, which V8 sizes by the allocation rate of the setup, not by the
    // number of sockets (with the young generation of SERVER_NODE_FLAGS it grows by about 100 MB either way).
    memPerSocket: (after.heapUsed + after.external - (before.heapUsed + before.external)) / (AGENTS + VISITORS),
    young: [before.youngGeneration, after.youngGeneration],
  };
}

/** The baseline: the same sockets on the bare relay. */
async function relayRig(child: Child): Promise<Rig> {
  const latencies: number[] = [];
  const stamps: number[] = [];
  let delivered = 0;
  const agents = await pool(Array.from({ length: AGENTS }, (_, i) => i), 20, async (i) => {
    const s = await connect(child.url, { query: { room: `agent:${i}` } });
    s.on('chatMessage', (m: { content: string }) => {
      delivered++;
      const stamp = Number(m.content.slice(2));
      latencies.push(performance.now() - stamp);
      stamps.push(stamp);
    });
    return s;
  });
  const visitors = await pool(Array.from({ length: VISITORS }, (_, i) => i), 20, () => connect(child.url, {}));
  const sender: Sender = {
    count: visitors.length,
    send: (i, stamp) => new Promise((resolve) => visitors[i].emit('chatMessage', { sessionId: `s${i}`, to: `agent:${i % AGENTS}`, content: `t:${stamp}` }, () => resolve())),
  };
  return { sender, latencies, stamps, delivered: () => delivered, sockets: [...agents, ...visitors] };
}

/**
 * Latency at the offered rate, then saturation. The server's own CPU time per message (from the server
 * process, over IPC) is the figure that other work on a shared machine disturbs least.
 */
async function measure(name: string, rig: Rig, child: Child) {
  // Both ends start the phase with the garbage of the setup (and of the earlier phase) collected: the server
  // (a memory reading collects it first) and the clients, whose pauses are measured in every latency too.
  await child.mem();
  (globalThis as { gc?: () => void }).gc?.();
  if (PROFILE) fs.mkdirSync(PROFILE, { recursive: true });
  const profile = PROFILE ? await child.profile() : undefined;
  await child.loop();
  const cpu0 = await child.cpu();
  // The clients share the machine with the server: their own CPU and event-loop delay are part of every latency.
  const ownLoop = monitorEventLoopDelay({ resolution: 1 });
  ownLoop.enable();
  const own0 = process.cpuUsage();
  const ownWait0 = mainThreadWait();
  const run = await offered(rig.sender, rig.latencies, RATE, SECONDS);
  const own = process.cpuUsage(own0);
  const ownWait = mainThreadWait() - ownWait0;
  ownLoop.disable();
  if (process.env.BENCH_TRACE) await printTrace(rig, child);
  const cpu1 = await child.cpu();
  const loop = await child.loop();
  if (profile) await profile.stop(`${PROFILE}/${name.split(' ')[0]}-offered.cpuprofile`);
  const l = lat(rig.latencies);
  const d0 = rig.delivered();
  const sat = await saturate(rig.sender, rig.delivered, WINDOW, SAT_SECONDS);
  const cpu2 = await child.cpu();
  const satN = Math.max(1, rig.delivered() - d0);
  const satCpu = (cpu2.all - cpu1.all) / satN;
  const perMsg = (a: number, b: number, n: number) => fmt((b - a) / Math.max(1, n), 0);
  const dbSatCpu = cpu2.db && cpu1.db ? (cpu2.db.backends - cpu1.db.backends) / satN : undefined;
  console.log(`${name}: at ${RATE} msg/s offered (${run.sent} sent): p50 ${fmt(l.p50, 2)} ms, p99 ${fmt(l.p99, 2)} ms over ${l.n} deliveries; saturation ${fmt(sat, 0)} msg/s`);
  console.log(
    `  server CPU per message (all threads / main thread): ${perMsg(cpu0.all, cpu1.all, run.sent)} / ${perMsg(cpu0.main, cpu1.main, run.sent)} µs at ${RATE} msg/s, ` +
      `${perMsg(cpu1.all, cpu2.all, satN)} / ${perMsg(cpu1.main, cpu2.main, satN)} µs at saturation; load average ${os.loadavg().map((x) => fmt(x, 2)).join(' ')}`,
  );
  if (cpu0.db && cpu1.db && cpu2.db) {
    console.log(
      `  PostgreSQL CPU per message (its backends serving this server / its own processes: WAL writer, checkpointer, ...): ${perMsg(cpu0.db.backends, cpu1.db.backends, run.sent)} / ` +
        `${perMsg(cpu0.db.server, cpu1.db.server, run.sent)} µs at ${RATE} msg/s, ${perMsg(cpu1.db.backends, cpu2.db.backends, satN)} / ${perMsg(cpu1.db.server, cpu2.db.server, satN)} µs at saturation`,
    );
  }
  console.log(`  server event-loop delay at ${RATE} msg/s: p50 ${fmt(loop.p50)} ms, p99 ${fmt(loop.p99)} ms, max ${fmt(loop.max)} ms; main thread waiting for a CPU ${perMsg(cpu0.wait, cpu1.wait, run.sent)} µs a message`);
  const ms = (ns: number) => fmt(ns / 1e6);
  console.log(
    `  clients (this process) at ${RATE} msg/s: CPU ${perMsg(0, own.user + own.system, run.sent)} µs a message; event-loop delay p50 ${ms(ownLoop.percentile(50))} ms, p99 ${ms(ownLoop.percentile(99))} ms, max ${ms(ownLoop.max)} ms; waiting for a CPU ${perMsg(0, ownWait, run.sent)} µs a message`,
  );
  return { p50: l.p50, p99: l.p99, saturation: sat, satCpu, satMainCpu: (cpu2.main - cpu1.main) / satN, dbSatCpu };
}

// BENCH_TRACE: the clients' own stalls, printed beside the server's around every slow stretch of deliveries.
const ownStalls = process.env.BENCH_TRACE ? watchStalls('client-') : undefined;

/** Prints each 50 ms of sends with deliveries slower than `over` ms, and the stalls of either process around it. */
async function printTrace(rig: Pick<Rig, 'latencies' | 'stamps'>, child: Child, over = 10) {
  const server = await child.trace();
  const stamps = rig.stamps.slice(rig.stamps.length - rig.latencies.length);
  const windows = new Map<number, { max: number; n: number; over: number }>();
  stamps.forEach((st, i) => {
    const w = Math.floor((performance.timeOrigin + st) / 50);
    const cur = windows.get(w) ?? { max: 0, n: 0, over: 0 };
    cur.max = Math.max(cur.max, rig.latencies[i]);
    cur.n++;
    if (rig.latencies[i] > over) cur.over++;
    windows.set(w, cur);
  });
  const events = [...server, ...(ownStalls?.take() ?? [])];
  const t0 = performance.timeOrigin + (stamps[0] ?? 0);
  let overTotal = 0;
  for (const [w, v] of [...windows].sort((a, b) => a[0] - b[0])) {
    if (v.over === 0) continue;
    overTotal += v.over;
    const near = events.filter((e) => e.at >= w * 50 - 50 && e.at < w * 50 + 50).map((e) => `${e.what} ${e.ms.toFixed(1)}ms@${(e.at - w * 50).toFixed(0)}`);
    console.log(`  trace +${(w * 50 - t0).toFixed(0)} ms: ${v.over}/${v.n} over ${over} ms, max ${v.max.toFixed(1)}; ${near.join(', ')}`);
  }
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.what, (counts.get(e.what) ?? 0) + 1);
  console.log(`  trace: ${overTotal} over ${over} ms; events ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}`);
}

/** `im/answer` timed after 100 warm-up calls (the first builds the QA index) and a GC, with the server's CPU over the timed 500. */
async function robotAnswers(product: Child) {
  const base = product.url;
  // Twenty visitors in turn: one would be past a visitor's message limits (each question is a message).
  const users = await Promise.all(Array.from({ length: 20 }, () => json<{ visitorToken: string }>(`${base}/ccim-robot/api/im/getCurrentUser?channel=100`, 'GET')));
  const questions = ['运费怎么计算', '北京时效问题怎么处理', 'how long does delivery take', '包裹破损了怎么办', 'where is the nearest outlet', '上海发票问题', '在吗', 'Do you ship to the moon?'];
  const ask = (i: number) => json(`${base}/ccim-robot/api/im/answer`, 'POST', { question: questions[i % questions.length], channel: 100 }, { 'x-visitor-token': users[i % users.length].visitorToken });
  for (let i = 0; i < 100; i++) await ask(i);
  // Like the chat phases, from a collected heap at both ends: the saturation phase leaves plenty behind, and the
  // QA index the first call built would otherwise be copied by the young generation's collections (once each,
  // 15–20 ms) in the timed calls instead of settling in the old generation as it does in a running server.
  await product.mem();
  (globalThis as { gc?: () => void }).gc?.();
  const times: number[] = [];
  const profile = PROFILE ? await product.profile() : undefined;
  const cpu0 = await product.cpu();
  const starts: number[] = [];
  for (let i = 100; i < 100 + ANSWER_CALLS; i++) {
    const t0 = performance.now();
    starts.push(t0);
    await ask(i);
    times.push(performance.now() - t0);
  }
  const cpu1 = await product.cpu();
  if (profile) await profile.stop(`${PROFILE}/im-answer.cpuprofile`);
  if (process.env.BENCH_TRACE) await printTrace({ latencies: times, stamps: starts }, product, 5);
  const cpuDb = cpu1.db && cpu0.db ? (cpu1.db.backends - cpu0.db.backends) / times.length : undefined;
  return { ...lat(times), cpuAll: (cpu1.all - cpu0.all) / times.length, cpuMain: (cpu1.main - cpu0.main) / times.length, cpuDb };
}

function masking() {
  const words = Array.from({ length: 10_000 }, (_, i) => `${['违禁', 'bad', '骗', 'scam'][i % 4]}${i.toString(36)}`);
  const ac = new AhoCorasick(words);
  const text = '您好，我的快递单号 YT1234567890123 三天没有更新了，请帮我查询一下物流进度，谢谢！Hello, my parcel has not moved for three days. bad1 scam3 '.repeat(150_000);
  const bytes = Buffer.byteLength(text);
  const t0 = performance.now();
  const r = ac.mask(text);
  const s = (performance.now() - t0) / 1000;
  return { mbPerSec: bytes / 1e6 / s, mb: bytes / 1e6, found: r.words.length };
}

// The clients on one half of the CPUs, the servers on the other (`cores.ts`).
const CORES = placement();

/** One relay in its own process: its sockets, its phase, then it is gone. */
async function relayPhase(name: string, args: string[] = []) {
  const relay = await startChild('bench/relay.ts', args, CORES?.server);
  const rig = await relayRig(relay);
  const result = await measure(name, rig, relay);
  rig.sockets.forEach((s) => s.disconnect());
  relay.stop();
  return result;
}

// BENCH_DATABASE_URL=postgres://…: the real server runs on SQLite and then on PostgreSQL (schema `bench_loop` of
// that database), and the figures stand side by side.
const PG_URL = process.env.BENCH_DATABASE_URL?.startsWith('postgres') ? process.env.BENCH_DATABASE_URL : undefined;
type Database = 'SQLite' | 'PostgreSQL';

const printRobot = (database: Database, robot: Awaited<ReturnType<typeof robotAnswers>>) =>
  console.log(
    `robot im/answer (${database}): p50 ${fmt(robot.p50, 2)} ms, p99 ${fmt(robot.p99, 2)} ms; server CPU per call (all threads / main thread) ${fmt(robot.cpuAll, 0)} / ${fmt(robot.cpuMain, 0)} µs` +
      (robot.cpuDb === undefined ? '' : `; PostgreSQL backends ${fmt(robot.cpuDb, 0)} µs`),
  );

/**
 * The real server on one database, in its own process; on PostgreSQL its `cpu()` carries the database's CPU,
 * watched from this process (`pg-cpu.ts`) so that the watcher's queries and /proc reads are not the server's.
 */
async function startProduct(database: Database): Promise<Child> {
  const product = await startChild('bench/server.ts', database === 'PostgreSQL' ? ['--postgres'] : [], CORES?.server);
  if (database === 'SQLite' || !PG_URL) return product;
  const watch = await watchPostgresCpu(PG_URL);
  const stop = product.stop;
  return { ...product, cpu: async () => ({ ...(await product.cpu()), db: watch.read() }), stop: () => (stop(), void watch.stop()) };
}

/** The real server on one database: the chat phase, then `im/answer`. */
async function productPhase(database: Database) {
  const product = await startProduct(database);
  const rig = await productRig(product);
  const ours = await measure(`conversation loop (real server, ${database})`, rig, product);
  const robot = await robotAnswers(product);
  printRobot(database, robot);
  const suggest = await suggestionCost(product, rig);
  printSuggestions(database, suggest);
  const routing = await routingCost(product);
  printRouting(database, routing);
  printMessageRules(database, await messageRulesCost(product));
  rig.sockets.forEach((s) => s.disconnect());
  product.stop();
  return { ours, robot, suggest, rig, routing };
}

/** Every database the run covers: SQLite, and PostgreSQL when BENCH_DATABASE_URL names one. */
async function productPhases() {
  const sqlite = await productPhase('SQLite');
  const postgres = PG_URL ? await productPhase('PostgreSQL') : undefined;
  return { sqlite, postgres };
}

/** The loop's and the robot's figures on PostgreSQL beside SQLite's, and the issue's targets for them. */
function printDatabases({ sqlite, postgres }: Awaited<ReturnType<typeof productPhases>>) {
  if (!postgres) return;
  const a = sqlite.ours;
  const b = postgres.ours;
  const rows: [string, string, string, string, boolean | null][] = [
    [`loop p50 / p99 at ${RATE} msg/s`, `${fmt(a.p50, 2)} / ${fmt(a.p99, 2)} ms`, `${fmt(b.p50, 2)} / ${fmt(b.p99, 2)} ms`, 'PostgreSQL p99 ≤ 15 ms', b.p99 <= 15],
    ['loop saturation', `${fmt(a.saturation, 0)} msg/s`, `${fmt(b.saturation, 0)} msg/s (${fmt((100 * b.saturation) / a.saturation, 0)}%)`, 'PostgreSQL ≥ 70% of SQLite', b.saturation >= 0.7 * a.saturation],
    ['server CPU per message at saturation (all / main thread)', `${fmt(a.satCpu, 0)} / ${fmt(a.satMainCpu, 0)} µs`, `${fmt(b.satCpu, 0)} / ${fmt(b.satMainCpu, 0)} µs`, '', null],
    ['PostgreSQL backends CPU per message at saturation', '—', `${fmt(b.dbSatCpu ?? 0, 0)} µs`, '', null],
    ['robot im/answer p50 / p99', `${fmt(sqlite.robot.p50, 2)} / ${fmt(sqlite.robot.p99, 2)} ms`, `${fmt(postgres.robot.p50, 2)} / ${fmt(postgres.robot.p99, 2)} ms`, 'PostgreSQL p99 ≤ 10 ms', postgres.robot.p99 <= 10],
    ['robot im/answer server / PostgreSQL CPU per call', `${fmt(sqlite.robot.cpuAll, 0)} µs / —`, `${fmt(postgres.robot.cpuAll, 0)} / ${fmt(postgres.robot.cpuDb ?? 0, 0)} µs`, '', null],
    ['suggested replies p50 / p99', `${fmt(sqlite.suggest.p50, 2)} / ${fmt(sqlite.suggest.p99, 2)} ms`, `${fmt(postgres.suggest.p50, 2)} / ${fmt(postgres.suggest.p99, 2)} ms`, 'PostgreSQL p99 ≤ 10 ms', postgres.suggest.p99 <= 10],
  ];
  console.log('\nfigure | SQLite | PostgreSQL | target | met');
  for (const [f, x, y, t, ok] of rows) console.log(`${f} | ${x} | ${y} | ${t} | ${ok === null ? '—' : ok ? 'yes' : 'NO'}`);
}

async function main() {
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
  console.log(`load average at start: ${os.loadavg().map((x) => fmt(x, 2)).join(' ')}`);
  if (CORES) pinSelf(CORES.clients);
  console.log(CORES ? `cores: clients (this process) on CPU ${CORES.clients}, servers on CPU ${CORES.server} (BENCH_PIN=0: all on every CPU)` : 'cores: clients and servers share every CPU');
  console.log(`load: ${VISITORS} visitors and ${AGENTS} agents over socket.io from this process; ${RATE} msg/s for ${SECONDS} s, then a closed loop of ${WINDOW} in flight per visitor for ${SAT_SECONDS} s`);

  if (ONLY === 'loop') {
    printDatabases(await productPhases());
    process.exit(0);
  }
  if (ONLY === 'answer') {
    for (const database of PG_URL ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const)) {
      const product = await startProduct(database);
      printRobot(database, await robotAnswers(product));
      product.stop();
    }
    process.exit(0);
  }
  if (ONLY === 'routing') {
    for (const database of PG_URL ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const)) {
      const product = await startProduct(database);
      const rig = await chatRig(product.url, { agents: AGENTS, visitors: 0 });
      printRouting(database, await routingCost(product));
      printMessageRules(database, await messageRulesCost(product));
      await rig.close();
      product.stop();
    }
    process.exit(0);
  }
  if (ONLY === 'suggest') {
    for (const database of PG_URL ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const)) {
      const product = await startProduct(database);
      const rig = await chatRig(product.url, { agents: 10, visitors: 10 });
      // Beside `im/answer` on the same server, the control: both rank the same 5,000 entries.
      printRobot(database, await robotAnswers(product));
      printSuggestions(database, await suggestionCost(product, rig));
      await rig.close();
      product.stop();
    }
    process.exit(0);
  }
  if (ONLY === 'group') {
    await relayPhase(GROUP_RELAY, ['--group']);
    process.exit(0);
  }
  const base = await relayPhase('bare relay (socket.io + prepared better-sqlite3 insert)');
  // The same relay committing once per event-loop turn: what the loop's writer does, with nothing else. Beside the
  // loop's p99 it tells what of a tail is the host's (both suffer it) and what is the product's own work.
  const group = await relayPhase(GROUP_RELAY, ['--group']);
  const phases = await productPhases();
  const { ours, robot, suggest, rig } = phases.sqlite;
  const mask = masking();

  const rows: [string, string, string, boolean | null][] = [
    [`p99 at ${RATE} msg/s`, `${fmt(ours.p99, 2)} ms`, '≤ 10 ms', ours.p99 <= 10],
    ['… the same on this host: bare / group-commit relay', `${fmt(base.p99, 2)} / ${fmt(group.p99, 2)} ms (loop/group-commit = ${fmt(ours.p99 / group.p99, 2)})`, '(control)', null],
    ['saturation vs bare relay', `${fmt(ours.saturation, 0)} / ${fmt(base.saturation, 0)} = ${fmt((100 * ours.saturation) / base.saturation, 0)}%`, '≥ 60%', ours.saturation >= 0.6 * base.saturation],
    ['server CPU per message at saturation vs bare relay', `${fmt(ours.satCpu, 0)} / ${fmt(base.satCpu, 0)} µs (main thread ${fmt(ours.satMainCpu, 0)} / ${fmt(base.satMainCpu, 0)}): relay/loop = ${fmt((100 * base.satCpu) / ours.satCpu, 0)}%`, '(≥ 60%)', base.satCpu >= 0.6 * ours.satCpu],
    [
      'server memory per socket',
      `${fmt(rig.memPerSocket / 1024)} KB kept alive (heap used + external after a GC); RSS growth ${fmt(rig.rssPerSocket / 1024)} KB a socket, young generation ${fmt(rig.young[0] / 2 ** 20)} → ${fmt(rig.young[1] / 2 ** 20)} MB`,
      '≤ 40 KB',
      rig.memPerSocket <= 40 * 1024,
    ],
    ['robot im/answer p99 (5,000 QA, HTTP)', `${fmt(robot.p99, 2)} ms (p50 ${fmt(robot.p50, 2)})`, '≤ 10 ms', robot.p99 <= 10],
    ['suggested replies p99 (5,000 QA, HTTP)', `${fmt(suggest.p99, 2)} ms (p50 ${fmt(suggest.p50, 2)}; server CPU ${fmt(suggest.cpu, 0)} µs a call)`, '≤ 10 ms', suggest.p99 <= 10],
    [`routing, server CPU per assignment with ${phases.sqlite.routing.rules} rules / none`, `${fmt(phases.sqlite.routing.fifty.cpu, 0)} / ${fmt(phases.sqlite.routing.none.cpu, 0)} µs = ${fmt(100 * phases.sqlite.routing.ratio, 0)}%`, '≤ 110%', phases.sqlite.routing.ratio <= 1.1],
    ['word masking, 10,000 words', `${fmt(mask.mbPerSec)} MB/s over ${fmt(mask.mb)} MB`, '≥ 20 MB/s', mask.mbPerSec >= 20],
  ];
  console.log('\nfigure | measured (SQLite) | target | met');
  for (const [f, m, t, ok] of rows) console.log(`${f} | ${m} | ${t} | ${ok === null ? '—' : ok ? 'yes' : 'NO'}`);
  printDatabases(phases);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
