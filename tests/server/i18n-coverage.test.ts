import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Importing the app registers every domain's translations (addTranslations runs beside each message).
import '../../adapter-server/src/app';
import { translate } from '../../adapter-server/src/http/i18n';

const ROOT = path.resolve(__dirname, '../../adapter-server/src');
/** A message handed to one of the envelope's error helpers as a literal: `refused('…')`, `new AppError(413, `…`)`. */
const CALL = /\b(?:(?:refused|badRequest|notFound|forbidden|warning|unauthorized)\(|new AppError\(\d+,\s*)(['`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
/** Values tried for a message's `${…}` parts; a pattern only has to recognise one of them. */
const SAMPLES = ['KD100200300403', '14', 'request body'];
const CJK = /[\u4e00-\u9fff]/;

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

const messages = sources(ROOT).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({ where: path.relative(ROOT, file), text: m[2] })),
);

describe('server messages in both languages', () => {
  it('finds the refusals written in the server', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('gives every refusal a Chinese text for a Chinese browser', () => {
    const missing = messages.filter(({ text }) => {
      if (CJK.test(text)) return false; // written in both languages where it stands
      return !SAMPLES.some((sample) => CJK.test(translate(text.replace(/\$\{[^}]*\}/g, sample), 'zh')));
    });
    expect(missing.map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});
