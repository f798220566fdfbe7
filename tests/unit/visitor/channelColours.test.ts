import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ENTRIES } from '../../../src/common/channels';

/** WCAG 2.1 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const css = fs.readFileSync(path.resolve('src/visitor/visitor.css'), 'utf8');
const variable = (name: string) => (css.match(new RegExp(`--${name}: (#[0-9a-f]{6})`)) ?? [])[1];

describe('the visitor pages’ colours', () => {
  it('reads the page colours from the stylesheet', () => {
    expect(variable('bg')).toMatch(/^#/);
    expect(variable('muted')).toMatch(/^#/);
  });

  it.each(CHANNEL_ENTRIES.map((e) => [e.route, e.color]))('%s: white on the brand and the brand on the page meet AA', (_route, color) => {
    expect(contrast('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, variable('bg')!)).toBeGreaterThanOrEqual(4.5);
  });

  it('muted text meets AA on the page and on system lines', () => {
    expect(contrast(variable('muted')!, variable('bg')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(variable('muted')!, '#e9ebef')).toBeGreaterThanOrEqual(4.5);
  });
});
