/** Small parsers for environment variables: each names the variable in its error so a bad start says why. */
function fail(name: string, value: string, expected: string): never {
  throw new Error(`Configuration: ${name}=${JSON.stringify(value)} is not valid; expected ${expected}.`);
}

export const z = {
  int(value: string, name: string, min: number, max: number): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) fail(name, value, `a whole number from ${min} to ${max}`);
    return n;
  },
  bool(value: string, name: string): boolean {
    if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off', ''].includes(value.toLowerCase())) return false;
    return fail(name, value, 'true or false');
  },
  oneOf<T extends string>(value: string, options: readonly T[], name: string): T {
    if (!(options as readonly string[]).includes(value)) fail(name, value, `one of ${options.join(', ')}`);
    return value as T;
  },
  url(value: string, name: string): string {
    if (value === '') return '';
    try {
      const url = new URL(value);
      if (!/^https?:$/.test(url.protocol)) fail(name, value, 'an http(s) address');
      return url.origin;
    } catch {
      return fail(name, value, 'an http(s) address');
    }
  },
  /** A comma-separated list of http(s) origins; `*` alone means any site (frame-ancestors only). */
  origins(value: string, name: string, allowAny = false): string[] {
    const items = value.split(',').map((v) => v.trim()).filter(Boolean);
    if (allowAny && items.length === 1 && items[0] === '*') return ['*'];
    return items.map((item) => {
      const origin = z.url(item, name);
      if (origin !== item.replace(/\/+$/, '')) fail(name, item, 'origins only (scheme://host[:port], no path)');
      return origin;
    });
  },
  databaseUrl(value: string): string {
    if (/^sqlite:/.test(value) || /^postgres(ql)?:\/\//.test(value)) return value;
    return fail('DATABASE_URL', value, 'sqlite:<file>, sqlite::memory: or postgres://…');
  },
};
