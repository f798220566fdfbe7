import { defineConfig, devices } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.DOCS_PORT ?? 3300);

/**
 * The role guides' screenshots (`npm run docs:screenshots`): the browser tests' Chromium and flags, against the
 * built product on a fresh SQLite database with demo data (scripts/e2e-server.mjs), one language per run.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: base.use?.launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
