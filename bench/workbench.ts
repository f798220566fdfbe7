// `npm run bench:workbench`: the workbench in a real browser (/usr/bin/chromium) against the real server on a
// fresh SQLite file with the demo data, agent1 holding 50 open sessions, one with 5,000 messages. Measures the
// time from clicking a session to its last message being painted, the message rows in the page with the whole
// 5,000-message history loaded (windowing), and frame intervals while loading and scrolling that history.
// A benchmark, not a test: it prints figures and asserts nothing about them.
import { fork } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { fetchedBefore, idle, loadAllHistory, rowCount, scrollThrough, switchPhases, switchTo } from './workbench-page';

interface Made {
  sessionId: string;
  lastSeq: number;
  messages: number;
}

const SWITCHES = Number(process.env.BENCH_WB_SWITCHES ?? 20);
const staticDir = process.env.BENCH_STATIC_DIR ?? 'data/bench-workbench-dist';
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const frameStats = (frames: number[]) => `frame interval p50 ${ms(quantile(frames, 0.5))}, p95 ${ms(quantile(frames, 0.95))}, max ${ms(Math.max(...frames))}; ${((100 * frames.filter((f) => f > 50).length) / frames.length).toFixed(1)}% of ${frames.length} frames over 50 ms`;

if (!process.env.BENCH_STATIC_DIR) {
  console.log(`building the browser app into ${staticDir} …`);
  await build({ logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
}
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average ${load()}`);

const server = fork('bench/workbench-server.ts', { execArgv: ['--import', 'tsx'], env: { ...process.env, STATIC_DIR: staticDir }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ready = await new Promise<{ port: number; sessions: Made[] }>((resolve, reject) => {
  server.on('message', (m: { ready?: boolean; port: number; sessions: Made[] }) => m.ready && resolve(m));
  server.on('exit', (code) => reject(new Error(`workbench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${ready.port}`;
const big = ready.sessions.reduce((a, b) => (b.messages > a.messages ? b : a));
console.log(`server at ${base}: ${ready.sessions.length} open sessions for agent1, the largest with ${big.messages} messages`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  // tsx names functions with a helper the page does not have; the functions sent to the page may refer to it.
  await page.addInitScript(() => {
    (globalThis as { __name?: unknown }).__name = (f: unknown) => f;
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('ccim_locale', 'en');
    // Every call stays listed, to tell which sessions were preloaded before they were opened.
    performance.setResourceTimingBufferSize(100_000);
  });
  await page.goto(`${base}/sso/login?redirect=${encodeURIComponent('/workbench')}`);
  await page.getByLabel(/User name/).fill('agent1');
  await page.getByLabel(/Password/).fill('demo1234');
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await page.waitForURL((url) => url.pathname === '/workbench');
  await page.getByTestId('wb-session').nth(ready.sessions.length - 1).waitFor();

  // The switches: each small session once, opened for the first time (the page preloads the latest page of
  // the top 20 sessions in service while it is idle), and the 5,000-message session every fourth time (after its
  // whole history was loaded below). The list shows the sessions in this order (newest message first).
  const small = ready.sessions.filter((s) => s !== big);
  const plan: Made[] = [];
  for (let i = 0; plan.length < SWITCHES; i++) plan.push(i % 4 === 3 ? big : small[i % small.length]);
  // Then, reported apart, first openings at the bottom of the list, past what the page preloads: the latest
  // page is fetched on the click (the benchmark's clicks are not preceded by a pointer over the row).
  const beyond = small.slice(-Number(process.env.BENCH_WB_BEYOND ?? 5)).filter((s) => !plan.includes(s));

  // First the big one: open it and scroll up through all of its history.
  await page.evaluate(switchTo, big);
  const all = await page.evaluate(loadAllHistory);
  const afterLoad = await page.evaluate(rowCount);
  console.log(`loading ${big.messages} messages by scrolling to the top: ${all.pages} older pages in ${(all.ms / 1000).toFixed(1)} s; ${frameStats(all.frames)}`);
  const scroll = await page.evaluate(scrollThrough, { step: 150, count: 300 });
  console.log(`scrolling down 150 px a frame for 300 frames: ${frameStats(scroll.frames)}`);
  console.log(`message rows in the page with ${big.messages} messages loaded: ${afterLoad} (at most ${Math.max(all.maxRows, scroll.maxRows)} while scrolling)`);

  const cold: number[] = [];
  const warm: number[] = [];
  let preloaded = 0;
  let previous = big;
  for (const s of plan) {
    if (s === previous) continue;
    await page.evaluate(idle);
    if (s !== big && (await page.evaluate(fetchedBefore, s.sessionId))) preloaded++;
    const t = await page.evaluate(switchTo, s);
    (s === big ? warm : cold).push(t);
    previous = s;
  }
  const every = [...cold, ...warm];
  console.log(`switch to a session until its last message is painted, ${every.length} switches: median ${ms(quantile(every, 0.5))}, p95 ${ms(quantile(every, 0.95))}, max ${ms(Math.max(...every))}`);
  console.log(`  first opening (${preloaded} of ${cold.length} preloaded before the click): median ${ms(quantile(cold, 0.5))}, p95 ${ms(quantile(cold, 0.95))} over ${cold.length}`);
  console.log(`  the 5,000-message session (loaded): median ${ms(quantile(warm, 0.5))}, max ${ms(Math.max(...warm))} over ${warm.length}`);
  const fetched: number[] = [];
  for (const s of beyond) {
    await page.evaluate(idle);
    if (await page.evaluate(fetchedBefore, s.sessionId)) continue;
    fetched.push(await page.evaluate(switchTo, s));
  }
  if (fetched.length) console.log(`  apart: first opening past the preloaded sessions (latest page fetched on the click): median ${ms(quantile(fetched, 0.5))}, max ${ms(Math.max(...fetched))} over ${fetched.length}`);
  console.log(`message rows in the page with the 5,000-message session open again: ${await page.evaluate(rowCount)}`);
  console.log(`phases of each switch (ms after the click: list mounted, first rows, last row painted): ${JSON.stringify(await page.evaluate(switchPhases))}`);
  console.log(`load average at the end: ${load()}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
