import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { Router, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isVisitorPath } from '../../../src/common/channels';
import { renderVisitorPage, type VisitorPageData } from './visitor-page';

/**
 * Answers below this size are sent as they are. Compressing one takes a zlib stream worked in the thread pool:
 * measured on the robot's `im/answer`, a 1.1 KB answer took 1.7 ms longer on the server compressed than plain
 * (and its p99 doubled), to save 500 bytes. Below 4 KB an answer travels in the connection's first flight of
 * packets (TCP's initial window is about 14 KB) either way, so compressing it saves bytes, not round trips.
 */
const COMPRESS_ABOVE_BYTES = 4096;

/**
 * Dynamic answers (JSON, the pages) compressed when the browser accepts it and they are large enough. The AI chat's
 * event stream is never compressed: the compressor would hold its events back until a block fills up.
 * Pre-compressed files carry their own Content-Encoding and pass through untouched.
 */
export const compressAnswers = (): RequestHandler =>
  compression({
    threshold: COMPRESS_ABOVE_BYTES,
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });

/** What the browser may decode: brotli first (about a fifth smaller than gzip on our bundles), then gzip. */
const precompressed = (root: string, serveStatic: Record<string, unknown>) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });

/** The scripts and styles the back-office page loads first, from the built `index.html` (read once). */
export function appEntryAssets(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  const cached = entryCache.get(staticDir);
  if (cached) return cached;
  let html = '';
  try {
    html = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  } catch {
    // no build (tests, development through Vite): nothing to prefetch
  }
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  entryCache.set(staticDir, assets);
  return assets;
}
const entryCache = new Map<string, string[]>();

export interface StaticOptions {
  root: string;
  /** Whether the request carries a live staff session (the sign-on cookie); false sends it to the sign-in page. */
  signedIn(req: Request): Promise<boolean>;
  /** What the visitor pages' first screen shows (drawn into `visitor.html`, see `visitor-page.ts`). */
  visitorPage: VisitorPageData;
}

/**
 * The built pages: hashed assets pre-compressed at build time (brotli and gzip beside each file, served with
 * `Vary: Accept-Encoding`) and cached for a year; the visitor pages with their first screen drawn in (the
 * announcement paints before the script arrives); the back office only to a
 * signed-in browser. Anyone else is sent to the small sign-in page before downloading the application, which
 * the sign-in page prefetches while the user types.
 */
export function staticFiles(o: StaticOptions): Router {
  const router = Router();
  // The built visitor page, read once: the first screen is drawn into it per request.
  let visitorTemplate: string | undefined;
  router.use('/assets', precompressed(path.join(o.root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(precompressed(o.root, { index: false }));
  router.get('/{*splat}', async (req, res) => {
    // A file name that is not among the built files (a browser's guess at /favicon.ico, a stale asset) is missing:
    // a page in its place would be misread as that file, and a sign-in redirect would be worse.
    if (path.extname(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const visitor = isVisitorPath(req.path);
    if (!visitor && !(await o.signedIn(req))) {
      res.redirect(302, `/sso/login?redirect=${encodeURIComponent(req.originalUrl)}`);
      return;
    }
    res.set('Cache-Control', 'no-cache');
    if (!visitor) {
      res.sendFile(path.join(o.root, 'index.html'));
      return;
    }
    visitorTemplate ??= fs.readFileSync(path.join(o.root, 'visitor.html'), 'utf8');
    // Drawn in the visitor's language (cookie or Accept-Language), without a dismissed announcement (cookie).
    res.set('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    res.type('html').send(await renderVisitorPage(visitorTemplate, req, o.visitorPage));
  });
  return router;
}
