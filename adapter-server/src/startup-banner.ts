import type { Config } from './config';
import { DEMO_USERS } from './seed/platform.seed';

/**
 * What `npm start` prints once it listens. The demo password is a secret as soon as the server is in
 * production (NODE_ENV=production): logs are collected and read by more people than the sign-in screen.
 */
export function startupBanner(config: Config, dialect: string): string[] {
  const url = `http://localhost:${config.port}`;
  const lines = [`[ccim] serving ${url} (APP_ENV=${config.appEnv}, database ${dialect})`];
  if (config.seedDemo) {
    lines.push(`[ccim] demo sign-in names: ${DEMO_USERS.map((u) => u.username).join(', ')}`);
    lines.push(config.production ? '[ccim] demo password: (hidden in production; it is DEMO_PASSWORD)' : `[ccim] demo password: ${config.demoPassword}`);
  }
  lines.push(`[ccim] visitor chat: ${url}/newhuang/chat`);
  return lines;
}
