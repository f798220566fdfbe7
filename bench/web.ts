// `npm run bench:web`: Lighthouse (the npm package, driving Debian's /usr/bin/chromium) against the built product
// served by the real server on a fresh SQLite file with the demo data: the visitor chat with the mobile preset
// (a mid-range phone on slow 4G, simulated), the back-office sign-in page with the desktop preset and the public
// help centre with the mobile preset. Prints the
// category scores, FCP, LCP, TBT and the bytes transferred. A benchmark: it prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const base = `http://localhost:${PORT}`;
const file = 'data/bench-web.sqlite';
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'adapter-server/src/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: `sqlite:${file}`, SEED_DEMO: 'true', UPLOAD_DIR: 'data/bench-web-uploads' },
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function ready() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready');
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

async function audit(url: string, preset: 'mobile' | 'desktop', port: number): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
  let result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  // Lighthouse sometimes loses its trace on a busy host (NO_NAVSTART, "run Lighthouse again"): such a run measured
  // nothing, so it is run again instead of counting as zeros.
  for (let retry = 0; retry < 3 && result?.lhr.runtimeError; retry++) {
    console.log(`(${url}: ${result.lhr.runtimeError.code}, run again)`);
    result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  }
  if (!result || result.lhr.runtimeError) throw new Error(`no Lighthouse result for ${url}: ${result?.lhr.runtimeError?.message ?? 'none'}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (name: string, runs: Figures[]) => {
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return `| ${name} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${Math.round(m('bytes') / 1024)} KB |`;
};

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average ${load()}`);
await ready();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const pages = [
    { name: 'visitor chat `/newhuang/chat`, mobile', url: `${base}/newhuang/chat`, preset: 'mobile' as const },
    { name: 'back-office sign-in `/sso/login`, desktop', url: `${base}/sso/login`, preset: 'desktop' as const },
    { name: 'help centre `/help`, mobile', url: `${base}/help?lang=en`, preset: 'mobile' as const },
  ];
  const results = new Map<string, Figures[]>();
  // One warm-up load of each page (the server's first answers compile and cache), then the measured runs.
  for (const p of pages) await audit(p.url, p.preset, chrome.port);
  for (let i = 0; i < RUNS; i++) {
    for (const p of pages) {
      const f = await audit(p.url, p.preset, chrome.port);
      results.set(p.name, [...(results.get(p.name) ?? []), f]);
      console.log(`run ${i + 1} ${p.name}: performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, FCP ${Math.round(f.fcp)} ms, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, ${Math.round(f.bytes / 1024)} KB`);
    }
  }
  console.log(`\nmedians of ${RUNS} runs (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, simulated throttling); load average ${load()}`);
  console.log('| page | performance | accessibility | best practices | FCP | LCP | TBT | transferred |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const p of pages) console.log(row(p.name, results.get(p.name)!));
} finally {
  chrome.kill();
  stopServer();
}
