// `npm run bench:robot`: how well and how fast the robot answers customers' own wording (see README.md).
// Quality: every question of robot-eval.json (the tuned set), robot-eval-check.json, robot-eval-fresh.json and
// robot-eval-unseen.json and robot-eval-blind.json (written before the changes they measure) through `im/answer` on a fresh server with the demo data only, then again
// with the words migrations 0027 and 0028 brought to the synonyms taken out (how much rests on those word lists);
// then the tuned set's rankings replayed over a grid of thresholds (what THRESHOLDS in robot-brain.ts is chosen
// from), the other sets shown at the same settings.
// Speed: `im/answer` p99 on the bench server (bench/server.ts) with 5,000 QA entries, in its own process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../adapter-server/src/app';
import { loadConfig } from '../adapter-server/src/config';
import type { Executor } from '../adapter-server/src/db/database';
import { openDatabase } from '../adapter-server/src/db/dialect';
import { seedDemo } from '../adapter-server/src/seed/index';
import { WORDS_0028 } from '../adapter-server/src/db/migrations/0028_robot_words';
import { SYNONYM_GROUPS } from '../adapter-server/src/db/migrations/robot-synonyms.data';
import { VOCABULARY_0025 } from '../adapter-server/src/db/migrations/robot-vocabulary.data';
import { VOCABULARY_0027 } from '../adapter-server/src/db/migrations/robot-vocabulary-0027.data';
import { QA_TOPICS } from '../adapter-server/src/seed/robot-qa.data';
import * as brainModule from '../adapter-server/src/features/robot/robot-brain';
import { findWaybillNumbers } from '../adapter-server/src/features/waybill/waybill.service';
import { json, quantile, startChild } from './clients';

interface Question { lang: 'en' | 'zh'; topic: number | null; q: string }
const load = (file: string): Question[] => (JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')) as { questions: Question[] }).questions;
const SETS = { tuned: load('./robot-eval.json'), check: load('./robot-eval-check.json'), fresh: load('./robot-eval-fresh.json'), unseen: load('./robot-eval-unseen.json'), blind: load('./robot-eval-blind.json') };
const VERBOSE = !!process.env.BENCH_VERBOSE;
const pct = (n: number, d: number) => `${n}/${d} (${((100 * n) / d).toFixed(0)}%)`;

/** The eval sets may not use an entry's own question or similar questions (the held-out set's rule too). */
function checkHonest(): void {
  const own = new Set(QA_TOPICS.flatMap((t) => [t.zh, t.en]).flatMap((s) => [s.q, ...s.similar]).map((s) => s.toLowerCase().trim()));
  const copied = Object.values(SETS).flat().filter((e) => own.has(e.q.toLowerCase().trim()));
  if (copied.length) throw new Error(`the robot eval sets copy entries: ${copied.map((c) => c.q).join(' | ')}`);
}

type Reply = { kind: string; answer: { extra?: { qaId?: string; suggestions?: { id: string }[] } } };

/** Whether a reply is right (top-1), right among the suggestions (top-3), or a confident wrong answer. */
function grade(e: Question, expected: string | null, r: Reply) {
  const tracking = e.topic !== null && QA_TOPICS[e.topic].classify === 4 && e.topic !== 19;
  // A question holding a waybill number about where the parcel is gets the parcel's tracking: the right answer.
  const top1 = expected !== null && ((r.kind === 'answer' && r.answer.extra?.qaId === expected) || (r.kind === 'waybill' && tracking));
  const top3 = top1 || (expected !== null && r.kind === 'suggest' && !!r.answer.extra?.suggestions?.slice(0, 3).some((s) => s.id === expected));
  const wrong = r.kind === 'answer' && r.answer.extra?.qaId !== expected;
  return { top1, top3, wrong };
}

async function quality() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'robot-eval-'));
  // One address asks everything: the per-address visitor limits are lifted, as for a trusted load generator.
  const config = loadConfig({ LOG_LEVEL: 'error', ...process.env, DATABASE_URL: `sqlite:${dir}/eval.sqlite`, STATIC_DIR: '', VISITOR_ADDRESS_CALLS_PER_MINUTE: '10000000', VISITOR_NEW_PER_MINUTE: '10000' });
  config.staticDir = undefined;
  const db = openDatabase(config.databaseUrl);
  const app = await createApp({ db, config, log: () => {} });
  await seedDemo(db.kysely, 'demo1234');
  // The grid's replay takes longer than the server's 5 s keep-alive: the next question's kept socket would be closed.
  app.http.keepAliveTimeout = 600_000;
  await new Promise<void>((ok) => app.http.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(app.http.address() as { port: number }).port}`;
  const qa = await db.kysely.selectFrom('robot_qa').select(['id', 'question']).execute();
  const idOf = new Map(qa.map((r) => [r.question, r.id]));
  const expectedId = (e: Question) => (e.topic === null ? null : idOf.get(QA_TOPICS[e.topic][e.lang].q) ?? null);
  // Eighty visitors in turn: fewer would be past a visitor's message limits (each question is a message).
  const users = await Promise.all(Array.from({ length: 80 }, () => json<{ visitorToken: string }>(`${base}/ccim-robot/api/im/getCurrentUser?channel=100`, 'GET')));
  let asked = 0;
  const ask = (q: string) => json<Reply>(`${base}/ccim-robot/api/im/answer`, 'POST', { question: q, channel: 100 }, { 'x-visitor-token': users[asked++ % users.length].visitorToken });
  const label = (r: Reply) => `${r.kind} ${r.answer.extra?.qaId ? qa.find((x) => x.id === r.answer.extra?.qaId)?.question : ''}`;
  const askSets = async () => {
    const out: Partial<Record<keyof typeof SETS, Awaited<ReturnType<typeof askAll>>>> = {};
    for (const name of Object.keys(SETS) as (keyof typeof SETS)[]) out[name] = await askAll(SETS[name], ask, expectedId, label);
    return out as Record<keyof typeof SETS, Awaited<ReturnType<typeof askAll>>>;
  };
  const totals = await askSets();
  const brain = 'decideMatch' in brainModule ? new brainModule.RobotBrain(db.kysely) : null;
  const grid = brain ? await replayGrid(brain, expectedId) : [];
  await withoutSituationWords(db.kysely);
  app.robot.brain.invalidate();
  const bare = await askSets();
  // Not closed: the bench client's kept-alive connections would hold `close` open; the process exits at the end.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return { totals, bare, grid };
}

/**
 * Takes out of the synonyms groups the words migrations 0027 and 0028 added (and the groups they alone made): the
 * robot as it would be without those hand-written situation words. What 0027 dropped is not put back.
 */
async function withoutSituationWords(db: Executor) {
  const key = (w: string) => w.normalize('NFKC').trim().toLowerCase();
  const earlier = new Set([...SYNONYM_GROUPS.map((g) => g.name), ...VOCABULARY_0025.map((g) => g.name)]);
  for (const change of [...VOCABULARY_0027, ...WORDS_0028]) {
    const row = await db.selectFrom('robot_synonyms').select(['id', 'words']).where('name', '=', change.name).executeTakeFirst();
    if (!row) continue;
    const added = new Set(change.add.map(key));
    const words = (JSON.parse(row.words) as string[]).filter((w) => !added.has(key(w)));
    if (!words.length && !earlier.has(change.name)) await db.deleteFrom('robot_synonyms').where('id', '=', row.id).execute();
    else await db.updateTable('robot_synonyms').set({ words: JSON.stringify(words) }).where('id', '=', row.id).execute();
  }
}

async function askAll(set: Question[], ask: (q: string) => Promise<Reply>, expectedId: (e: Question) => string | null, label: (r: Reply) => string) {
  const totals = { top1: 0, top3: 0, wrong: 0, noneOk: 0, answerable: 0, unanswerable: 0, size: set.length };
  const misses: string[] = [];
  for (const e of set) {
    const r = await ask(e.q);
    const g = grade(e, expectedId(e), r);
    if (e.topic === null) {
      totals.unanswerable++;
      if (!g.wrong) totals.noneOk++;
    } else {
      totals.answerable++;
      if (g.top1) totals.top1++;
      if (g.top3) totals.top3++;
    }
    if (g.wrong) totals.wrong++;
    if (!g.top1 && (e.topic !== null || g.wrong)) misses.push(`${g.wrong ? 'WRONG' : g.top3 ? 'top3 ' : 'miss '} [${e.topic}] ${e.q} -> ${label(r)}`);
  }
  if (VERBOSE) console.log(misses.join('\n'));
  return totals;
}

type Tally = { top1: number; top3: number; wrong: number; first: number };
type Thresholds = brainModule.Thresholds;

/** One set's rankings (a waybill number taken out, as `im/answer` does before ranking). */
function rankSet(brain: brainModule.RobotBrain, set: Question[], expectedId: (e: Question) => string | null) {
  return set.map((e) => {
    const [no] = findWaybillNumbers(e.q);
    return { id: expectedId(e), ranks: brain.rankNow(no ? e.q.replace(new RegExp(no, 'i'), ' ') : e.q) };
  });
}

/** A set's figures under some thresholds; `first`: the right entry ranked first, thresholds aside. */
function replay(ranked: ReturnType<typeof rankSet>, t: brainModule.Thresholds): Tally {
  const out = { top1: 0, top3: 0, wrong: 0, first: 0 };
  for (const { id, ranks } of ranked) {
    const m = brainModule.decideMatch(ranks, t);
    if (id !== null && ranks[0]?.entry.row.id === id) out.first++;
    if (m.kind === 'answer' && m.qaId === id) out.top1++;
    else if (m.kind === 'answer') out.wrong++;
    if ((m.kind === 'answer' && m.qaId === id) || (m.kind === 'suggest' && m.suggestions.some((s) => s.id === id))) out.top3++;
  }
  return out;
}

/** The thresholds' grid on the tuned set's rankings: the settings worth most, a confident wrong answer counting -10. */
async function replayGrid(brain: brainModule.RobotBrain, expectedId: (e: Question) => string | null) {
  await brain.ready();
  const ranked = rankSet(brain, SETS.tuned, expectedId);
  const checked = rankSet(brain, SETS.check, expectedId);
  const fresh = rankSet(brain, SETS.fresh, expectedId);
  const unseen = rankSet(brain, SETS.unseen, expectedId);
  const blind = rankSet(brain, SETS.blind, expectedId);
  const rows: (Tally & { t: brainModule.Thresholds })[] = [];
  const steps = (from: number, to: number, by: number) => Array.from({ length: Math.round((to - from) / by) + 1 }, (_, i) => Math.round((from + i * by) * 100) / 100);
  for (const answerCoverage of steps(0.2, 0.8, 0.05))
    for (const answerMargin of steps(0.3, 0.8, 0.05))
      for (const suggestCoverage of steps(0.05, 0.2, 0.05))
        for (const clearCoverage of steps(0.5, 1.1, 0.1))
          for (const clearMargin of steps(0.1, 0.4, 0.05))
            for (const clearWords of [2, 3, 4]) {
              const t = { ...brainModule.THRESHOLDS, answerCoverage, answerMargin, suggestCoverage, clearCoverage, clearMargin, clearWords };
              rows.push({ t, ...replay(ranked, t) });
            }
  // A confident wrong answer costs as much as ten right ones lose by being offered as suggestions instead.
  const worth = (r: (typeof rows)[number]) => r.top1 - 10 * r.wrong;
  // Among settings worth as much, the most cautious first: more coverage asked, less of a runner-up allowed.
  const cautious = (x: Thresholds, y: Thresholds) => y.answerCoverage - x.answerCoverage || x.answerMargin - y.answerMargin || y.clearCoverage - x.clearCoverage || x.clearMargin - y.clearMargin;
  const best = rows.sort((x, y) => worth(y) - worth(x) || y.top3 - x.top3 || cautious(x.t, y.t)).slice(0, 3);
  return best.map((r) => ({ ...r, check: replay(checked, r.t), fresh: replay(fresh, r.t), unseen: replay(unseen, r.t), blind: replay(blind, r.t) }));
}

async function speed() {
  // The speed phase needs no agents: only the QA base.
  process.env.BENCH_SERVER_AGENTS = '0';
  const child = await startChild('bench/server.ts', [], undefined);
  try {
    const base = child.url;
    // Twenty visitors in turn: one would be past a visitor's message limits (each question is a message).
    const users = await Promise.all(Array.from({ length: 20 }, () => json<{ visitorToken: string }>(`${base}/ccim-robot/api/im/getCurrentUser?channel=100`, 'GET')));
    const qs = SETS.tuned.map((e) => e.q);
    const ask = (i: number) => json(`${base}/ccim-robot/api/im/answer`, 'POST', { question: qs[i % qs.length], channel: 100 }, { 'x-visitor-token': users[i % users.length].visitorToken });
    for (let i = 0; i < 100; i++) await ask(i);
    await child.mem();
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const t0 = performance.now();
      await ask(i * 7);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
  } finally {
    child.stop();
  }
}

checkHonest();
const { totals, bare, grid } = await quality();
for (const [name, t] of Object.entries(totals)) {
  const b = bare[name as keyof typeof SETS];
  console.log(`robot eval, ${name} set: ${t.size} questions (${t.answerable} answerable, ${t.unanswerable} not), through im/answer on the demo data (in brackets: without 0027/0028's situation words)`);
  console.log(`  top-1 right answer        ${pct(t.top1, t.answerable)} (${pct(b.top1, b.answerable)})`);
  console.log(`  top-3 (answer or offered) ${pct(t.top3, t.answerable)} (${pct(b.top3, b.answerable)})`);
  console.log(`  confident wrong answers   ${pct(t.wrong, t.size)} (${pct(b.wrong, b.size)})`);
  console.log(`  no-answer correct         ${pct(t.noneOk, t.unanswerable)} (${pct(b.noneOk, b.unanswerable)})`);
}
const tally = (g: Tally, n: number) => `top-1 ${g.top1}, top-3 ${g.top3}, wrong ${g.wrong}, ranked first ${g.first}/${n}`;
for (const g of grid) {
  console.log(`  grid ${JSON.stringify(g.t)}: tuned ${tally(g, totals.tuned.answerable)}; check ${tally(g.check, totals.check.answerable)}; fresh ${tally(g.fresh, totals.fresh.answerable)}; unseen ${tally(g.unseen, totals.unseen.answerable)}; blind ${tally(g.blind, totals.blind.answerable)}`);
}
if (!process.env.BENCH_NO_SPEED) {
  const s = await speed();
  console.log(`  im/answer over 5,000 QA (HTTP, 1,000 calls): p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms (target ≤ 10 ms)`);
}
process.exit(0);
