import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { LOGIN_CSS, LOGIN_JS } from './login-assets';

/**
 * One of the sign-in page's files, served as the build's assets are: its name carries a hash of its content (so
 * it is cached for a year and a change is a new name), it goes brotli- or gzip-compressed to a browser that takes
 * either (compressed once, at start), and its plain name (`/sso/login.js`) still answers, revalidated by ETag.
 */
export interface LoginFile {
  /** Under /sso: `login.<hash>.js`. */
  hashedName: string;
  plainName: string;
  send(req: Request, res: Response, immutable: boolean): void;
}

function loginFile(ext: 'js' | 'css', text: string): LoginFile {
  const plain = Buffer.from(text);
  const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 12);
  const bodies = {
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
    identity: plain,
  };
  const etag = `"${hash}"`;
  return {
    hashedName: `login.${hash}.${ext}`,
    plainName: `login.${ext}`,
    send(req, res, immutable) {
      res.type(ext).vary('Accept-Encoding').set({ ETag: etag, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
      if (req.fresh) return void res.status(304).end();
      // Brotli whenever it is taken: the client's order of equals says nothing about which it prefers.
      const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
      if (encoding !== 'identity') res.set('Content-Encoding', encoding);
      res.send(bodies[encoding]);
    },
  };
}

export const LOGIN_FILES = { css: loginFile('css', LOGIN_CSS), js: loginFile('js', LOGIN_JS) };
