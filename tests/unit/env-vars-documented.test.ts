// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapter-server/src/config';
import { ENV_VARS } from '../../adapter-server/src/env-vars';

/** The first cell of each row of docs/operations.md's "Environment variables" table: the names in backquotes. */
function documentedRows(): string[][] {
  const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
  const section = doc.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe('the environment variables the server reads', () => {
  it('are each documented in one row of docs/operations.md, which names no other', () => {
    const documented = documentedRows().flat();
    expect(ENV_VARS.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !(ENV_VARS as readonly string[]).includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it('are the only ones loadConfig reads, with every optional part turned on', () => {
    const read = new Set<string>();
    const values: Record<string, string> = {
      OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'ccim', OIDC_CLIENT_SECRET: 'secret', OIDC_REDIRECT_URI: 'https://ccim.example.com/sso/oidc/callback',
      EMBEDDINGS_URL: 'http://127.0.0.1:11434/v1', AICS_URL: 'http://127.0.0.1:11434/v1', WAYBILL_API_URL: 'https://waybill.example.com', APP_ENV: 'prod',
    };
    const vars = new Proxy(values, { get: (target, name: string) => (read.add(name), target[name]) });
    const config = loadConfig(vars);
    expect(config.oidc && config.embeddings && config.aics && config.waybillApiUrl).toBeTruthy();
    expect([...read].filter((name) => !(ENV_VARS as readonly string[]).includes(name))).toEqual([]);
  });
});
