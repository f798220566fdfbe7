import { defineConfig, devices } from '@playwright/test';
import { BASE_PORT, serverPort, WORKERS } from './tests/e2e/ports';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) in its headless shell (Debian's package
 * chromium-headless-shell: the same build without the browser's own interface, whose renderers `chromium --headless`
 * ran beside the pages'; the same journeys took about a quarter less time with it) against the built product served by the
 * real server on a fresh SQLite database with demo data: one server per worker (ports E2E_PORT, E2E_PORT + 1, …),
 * so the journeys of two workers never meet. Each worker loads this file with its own TEST_PARALLEL_INDEX, which
 * picks its server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // A chat test runs an admin, an agent and a visitor in three contexts, and two workers share two cores: a step
  // that takes 0.3 s on a quiet host can take 10 s on a loaded one, and a back-office page's first drawing (sign-in,
  // the bundle, the menu, the report) took 17–20 s under load. The budgets are per test and per expectation; the
  // expectations still wait for states, never for time, so a longer budget costs only a failing test's time.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${serverPort()}`,
    // A failing test keeps its trace: the actions, the network with its timings and the console. No DOM snapshots
    // or screencast: recorded for every test and thrown away when it passes, they more than doubled the browsers' CPU.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${BASE_PORT + i}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(BASE_PORT + i) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
