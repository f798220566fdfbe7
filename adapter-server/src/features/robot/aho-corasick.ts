/**
 * A compact Aho–Corasick automaton over UTF-16 code units, built once per word list. Transitions of every
 * state live in one Map keyed `state * 65536 + code`; the root's are also in a typed array, because most
 * characters of ordinary text start no word and then cost a single array read. Matching is case-insensitive
 * for ASCII letters.
 */
const fold = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

export interface Match {
  start: number;
  end: number;
  word: string;
}

export class AhoCorasick {
  private readonly next = new Map<number, number>();
  private readonly rootNext = new Int32Array(65536);
  private fail: Int32Array;
  /** The word ending at the state itself (-1 none). */
  private wordAt: Int32Array;
  /** The nearest state down the failure chain (itself included) that ends a word, or -1. */
  private dictAt: Int32Array;
  private readonly words: string[];

  constructor(words: Iterable<string>) {
    this.words = [...new Set([...words].map((w) => w.trim()).filter(Boolean))];
    let states = 1;
    const ends: number[] = [];
    for (let wi = 0; wi < this.words.length; wi++) {
      const w = this.words[wi];
      let s = 0;
      for (let i = 0; i < w.length; i++) {
        const key = s * 65536 + fold(w.charCodeAt(i));
        let t = this.next.get(key);
        if (t === undefined) {
          t = states++;
          this.next.set(key, t);
        }
        s = t;
      }
      ends[s] = wi;
    }
    this.fail = new Int32Array(states);
    this.wordAt = new Int32Array(states).fill(-1);
    this.dictAt = new Int32Array(states).fill(-1);
    ends.forEach((wi, s) => (this.wordAt[s] = wi));
    this.buildLinks(states);
  }

  private buildLinks(states: number): void {
    // Children per state, to walk breadth first.
    const children: [number, number][][] = Array.from({ length: states }, () => []);
    for (const [key, t] of this.next) children[Math.floor(key / 65536)].push([key % 65536, t]);
    const queue: number[] = [];
    for (const [c, t] of children[0]) {
      this.rootNext[c] = t;
      this.fail[t] = 0;
      queue.push(t);
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi];
      this.dictAt[s] = this.wordAt[s] >= 0 ? s : this.dictAt[this.fail[s]];
      for (const [c, t] of children[s]) {
        let f = this.fail[s];
        let n = this.step(f, c);
        while (n === 0 && f !== 0) {
          f = this.fail[f];
          n = this.step(f, c);
        }
        this.fail[t] = n;
        queue.push(t);
      }
    }
  }

  private step(s: number, c: number): number {
    return s === 0 ? this.rootNext[c] : (this.next.get(s * 65536 + c) ?? 0);
  }

  get size(): number {
    return this.words.length;
  }

  /** Calls `found` for every occurrence (overlapping ones included), in order of their end. */
  scan(text: string, found: (m: Match) => void): void {
    if (this.words.length === 0) return;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = fold(text.charCodeAt(i));
      let n = this.step(s, c);
      while (n === 0 && s !== 0) {
        s = this.fail[s];
        n = this.step(s, c);
      }
      s = n;
      for (let d = this.dictAt[s]; d > 0; d = this.dictAt[this.fail[d]]) {
        const word = this.words[this.wordAt[d]];
        found({ start: i - word.length + 1, end: i + 1, word });
      }
    }
  }

  /** The text with every occurrence replaced by one `mask` per character, and the distinct words found. */
  mask(text: string, mask = '*'): { text: string; words: string[] } {
    let marks: Uint8Array | null = null;
    const found = new Set<string>();
    this.scan(text, (m) => {
      marks ??= new Uint8Array(text.length);
      marks.fill(1, m.start, m.end);
      found.add(m.word);
    });
    if (!marks) return { text, words: [] };
    const mk: Uint8Array = marks;
    const out: string[] = [];
    for (let i = 0; i < text.length; ) {
      let j = i + 1;
      while (j < text.length && mk[j] === mk[i]) j++;
      out.push(mk[i] ? mask.repeat(j - i) : text.slice(i, j));
      i = j;
    }
    return { text: out.join(''), words: [...found] };
  }
}
