/**
 * The e2e layer runs one server per Playwright worker, each on its own port and SQLite file: worker `i` (its
 * parallel index, unique among the workers running at once) talks to the server on `E2E_PORT + i`.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** How many workers (and servers): three unless E2E_WORKERS says otherwise (on two cores the journeys mostly wait, so a third worker still gains a third). */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

/** This worker's index (0 in the main process, which starts the servers). */
export const parallelIndex = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The port of the server this worker talks to. */
export const serverPort = (): number => BASE_PORT + parallelIndex();

/** The SQLite file of this worker's server (scripts/e2e-server.mjs names it by port). */
export const serverDbFile = (): string => `data/e2e-${serverPort()}.sqlite`;

/** A port for a journey's own extra server, clear of every worker's server. */
export const extraPort = (offset: number): number => BASE_PORT + 50 + offset * 10 + parallelIndex();
