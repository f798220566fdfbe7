/**
 * The e2e layer runs one server per Playwright worker, each on its own port and SQLite file: worker `i` (its
 * parallel index, unique among the workers running at once) talks to the server on `E2E_PORT + i`.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * How many workers (and servers): two unless E2E_WORKERS says otherwise. A third worker gained a third on a quiet
 * host, but three browsers drawing report pages beside three servers starve two cores: a page that draws in 4 s
 * alone took 17 s, and CI's run with three was no faster than with two.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** This worker's index (0 in the main process, which starts the servers). */
export const parallelIndex = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The port of the server this worker talks to. */
export const serverPort = (): number => BASE_PORT + parallelIndex();

/** The SQLite file of this worker's server (scripts/e2e-server.mjs names it by port). */
export const serverDbFile = (): string => `data/e2e-${serverPort()}.sqlite`;

/** A port for a journey's own extra server, clear of every worker's server. */
export const extraPort = (offset: number): number => BASE_PORT + 50 + offset * 10 + parallelIndex();
