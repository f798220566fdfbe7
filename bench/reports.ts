// `npm run bench:reports` (after `npm run bench:seed`): median time of every report list call over 14 and 90
// days, and a 100,000-row export's time and memory rise, streamed and as a background job, against the bench database (SQLite file, or
// PostgreSQL with BENCH_DATABASE_URL). The server runs in this process, so its memory is measured directly; the streamed
// export is downloaded by another process, as a browser would, so its buffers are not counted as the server's.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createApp } from '../adapter-server/src/app';
import { loadConfig } from '../adapter-server/src/config';
import { openBenchDb } from './reports-seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const CALLS = [
  'historySessionReport/list', 'historySessionReport/listRobot', 'agentKpiReport/list', 'sessionStatisticsReport/list',
  'sessionStatisticsReport/details', 'sessionDetailReport/listReport', 'sessionDetailReport/listDetailsReport', 'sessionDetailReport/listSession',
  'sessionDayDetailReport/listdayReport', 'sessionDayDetailReport/weeklistReport', 'sessionDayDetailReport/monthlistReport',
  'satisfactionReport/list', 'onlineDetailedList/list',
];
const HOME = ['home/statistics', 'home/activity', 'home/homeAgentDetail', 'homeMonitoringController/sessionDetail'];

const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const db = await openBenchDb(false);
const config = loadConfig({ LOG_LEVEL: 'error', ...process.env, STATIC_DIR: '' });
config.staticDir = undefined;
const app = await createApp({ db, config, log: () => {} });
await new Promise<void>((r) => app.http.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(app.http.address() as AddressInfo).port}`;
const login: any = await (await fetch(`${base}/sso/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'supervisor', password: 'demo1234' }) })).json();
const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };

async function time(path: string, body: object): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${base}/ccim-main/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json: any = await res.json();
  if (json.status !== 0) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 200)}`);
  return performance.now() - t;
}

console.log(`reports on ${db.dialect}, median of ${RUNS} runs (ms)`);
console.log('| call | 14 days | 90 days |');
console.log('| --- | ---: | ---: |');
let worst14 = 0;
let worst90 = 0;
const lists = process.env.BENCH_ONLY !== 'export';
const exporting = process.env.BENCH_ONLY !== 'lists';
for (const call of lists ? CALLS : []) {
  const figures = [];
  for (const back of [13, 89]) {
    const body = { startDate: day(back), endDate: day(0), tz: 'Asia/Shanghai', pageSize: 20 };
    await time(call, body);
    const xs = [];
    for (let i = 0; i < RUNS; i++) xs.push(await time(call, body));
    figures.push(median(xs));
  }
  worst14 = Math.max(worst14, figures[0]);
  worst90 = Math.max(worst90, figures[1]);
  console.log(`| ${call} | ${figures[0].toFixed(1)} | ${figures[1].toFixed(1)} |`);
}
for (const call of lists ? HOME : []) {
  const xs = [];
  for (let i = 0; i < RUNS; i++) xs.push(await time(call, { tz: 'Asia/Shanghai' }));
  console.log(`| ${call} (today) | ${median(xs).toFixed(1)} | |`);
}
console.log(`worst median: ${worst14.toFixed(1)} ms for 14 days (limit 30), ${worst90.toFixed(1)} ms for 90 days (limit 100)`);

// The export of every session of 90 days (all of them: robot and human) as one streamed xlsx.
if (!exporting) {
  await app.close();
  await db.destroy();
  process.exit(0);
}
/** Runs `fn` after a collection and measures its time, this process's CPU and its RSS rise (sampled every 20 ms). */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number; cpuSeconds: number; riseMb: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  try {
    const value = await fn();
    const cpu = process.cpuUsage(cpu0);
    return { value, seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, riseMb: (peak - baseline) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}
const exportBody = JSON.stringify({ startDate: day(95), endDate: day(0), tz: 'Asia/Shanghai', lang: 'en' });
const askExport = () => fetch(`${base}/ccim-main/api/sessionDetailReport/exportDetails`, { method: 'POST', headers, body: exportBody });

// Streamed whatever its size (a data set past EXPORT_JOB_ROWS, `BENCH_SESSIONS=1000000`, would be queued).
app.ctx.config.exports.jobRows = Number.MAX_SAFE_INTEGER;
/**
 * A downloader in a process of its own (a browser downloads in its own): it says it is ready, and told to go, asks for
 * the export, reads it to the end and prints its size. Its start is not the export's time.
 */
const DOWNLOADER = `console.log('ready');
process.stdin.once('data', async () => {
  const res = await fetch(process.argv[1], { method: 'POST', headers: JSON.parse(process.argv[2]), body: process.argv[3] });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  console.log(bytes);
  process.exit(0);
});`;
async function downloader(): Promise<() => Promise<number>> {
  const child = spawn(process.execPath, ['-e', DOWNLOADER, `${base}/ccim-main/api/sessionDetailReport/exportDetails`, JSON.stringify(headers), exportBody], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let told = () => {};
  child.stdout.on('data', (d: Buffer) => {
    lines.push(...d.toString().split('\n').filter(Boolean));
    told();
  });
  const nextLine = (n: number) => new Promise<string>((resolve) => {
    told = () => lines.length >= n && resolve(lines[n - 1]);
    told();
  });
  const exited = new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the download failed (${code})`)))));
  await nextLine(1);
  return async () => {
    child.stdin.write('go\n');
    const bytes = Number(await nextLine(2));
    await exited;
    return bytes;
  };
}
const download = await downloader();
const streamed = await measured(download);
const rows = ((await (await fetch(`${base}/ccim-main/api/sessionDetailReport/listSession`, { method: 'POST', headers, body: JSON.stringify({ startDate: day(95), endDate: day(0), tz: 'Asia/Shanghai', pageSize: 1 }) })).json()) as any).data.total;

// The same export as a background job (as one past EXPORT_JOB_ROWS runs): from the request to the job's file.
app.ctx.config.exports.jobRows = 1000;
const job = await measured(async () => {
  const queued = await askExport();
  if (queued.status !== 202) throw new Error(`the export was not queued: HTTP ${queued.status}`);
  const { data } = (await queued.json()) as { data: { id: string } };
  await app.exports.tick();
  return data.id;
});
const done: any = ((await (await fetch(`${base}/ccim-main/api/exportJobs/list`, { headers })).json()) as any).data.find((x: { id: string }) => x.id === job.value);
if (done?.status !== 'done') throw new Error(`the job did not finish: ${JSON.stringify(done)}`);
console.log(`background export of ${done.rowsDone} sessions: ${job.seconds.toFixed(1)} s to its file (CPU ${job.cpuSeconds.toFixed(1)} s), ${(done.bytes / 1e6).toFixed(1)} MB, memory rise ${job.riseMb.toFixed(0)} MB`);
await fetch(`${base}/ccim-main/api/exportJobs/delete`, { method: 'POST', headers, body: JSON.stringify({ id: job.value }) });

console.log(`export of ${rows} sessions: ${streamed.seconds.toFixed(1)} s (limit 3; the server's CPU, all threads, ${streamed.cpuSeconds.toFixed(1)} s), ${(streamed.value / 1e6).toFixed(1)} MB file, memory rise ${streamed.riseMb.toFixed(0)} MB (limit 50)`);
await app.close();
await db.destroy();
