// `npm run docs:screenshots`: the guides' screenshots in English, then in Chinese, each on a fresh server
// (so both show the same state), written to docs/images/<lang>/.
import { spawnSync } from 'node:child_process';

for (const lang of ['en', 'zh']) {
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'scripts/docs-screenshots/playwright.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DOCS_LANG: lang },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
