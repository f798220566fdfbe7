import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface Instance {
  name: string;
  port: number;
  process: ChildProcess;
  /** Resolves once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * One server process as `npm start` runs it (`node --import tsx adapter-server/src/main.ts`), resolved once it
 * prints that it serves. `prefix` labels its output when `echo` is on (the cluster command shows every log).
 */
export function startInstance(name: string, port: number, env: NodeJS.ProcessEnv, echo = false): Promise<Instance> {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', MAIN], {
    cwd: path.resolve(path.dirname(MAIN), '../..'),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
    if (echo) process.stderr.write(label(name, chunk));
  });
  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`instance ${name} exited with ${code} before serving: ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(label(name, chunk));
      if (chunk.toString().includes('[ccim] serving')) resolve({ name, port, process: child, exited });
    });
  });
}

const label = (name: string, chunk: Buffer) =>
  chunk
    .toString()
    .split('\n')
    .map((l) => (l ? `[${name}] ${l}` : l))
    .join('\n');
