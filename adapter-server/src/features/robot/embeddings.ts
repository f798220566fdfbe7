import type { Ranked } from './qa-index';
import { parseList } from './qa-index';

/** An OpenAI-compatible `/embeddings` endpoint (EMBEDDINGS_URL, EMBEDDINGS_MODEL, EMBEDDINGS_KEY). */
export interface EmbeddingsConfig {
  /** The API's base address, e.g. `http://127.0.0.1:11434/v1` for Ollama: `/embeddings` is added. */
  url: string;
  model: string;
  key?: string;
  /** One call's time limit: past it the robot answers on its own ranking. */
  timeoutMs: number;
}

/** Texts kept embedded (an entry's question and similar questions, repeated questions): the oldest go first. */
const CACHE_LIMIT = 20_000;
/** After a failure the endpoint is left alone this long, so a dead server does not cost every question a timeout. */
const PAUSE_AFTER_FAILURE_MS = 30_000;
/** In the re-ranked score, the share of the meaning's similarity (the rest is the lexical score, scaled to the best): a clear meaning still overturns a lexical tie under `answerMargin`. */
const SEMANTIC_SHARE = 0.6;
/** A similarity this high says the entry is what is asked, as one of its keywords in the question would. */
const SEMANTIC_TOPICAL = 0.8;

export const cosine = (a: number[], b: number[]): number => {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/** The embeddings client with its cache. */
export class Embeddings {
  private readonly cache = new Map<string, number[]>();
  private pausedUntil = 0;

  constructor(
    private readonly cfg: EmbeddingsConfig,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  /** The vectors of the texts, from the cache or one call; null when the endpoint failed, timed out or rests. */
  async embed(texts: string[]): Promise<number[][] | null> {
    const missing = [...new Set(texts.filter((t) => !this.cache.has(t)))];
    if (missing.length) {
      if (Date.now() < this.pausedUntil) return null;
      try {
        const vectors = await this.call(missing);
        missing.forEach((t, i) => this.keep(t, vectors[i]));
      } catch (err) {
        this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
        this.log('robot: the embeddings endpoint failed; answering on the lexical ranking', err);
        return null;
      }
    }
    return texts.map((t) => this.cache.get(t)!);
  }

  private keep(text: string, v: number[]): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(text, v);
  }

  private async call(input: string[]): Promise<number[][]> {
    const r = await fetch(`${this.cfg.url}/embeddings`, {
      method: 'POST',
      signal: AbortSignal.timeout(this.cfg.timeoutMs),
      headers: { 'content-type': 'application/json', ...(this.cfg.key ? { authorization: `Bearer ${this.cfg.key}` } : {}) },
      body: JSON.stringify({ model: this.cfg.model, input }),
    });
    if (!r.ok) throw new Error(`the embeddings endpoint answered ${r.status}`);
    const body = (await r.json()) as { data?: { index?: number; embedding?: unknown }[] };
    const data = body.data ?? [];
    const out: number[][] = new Array<number[]>(input.length);
    data.forEach((d, i) => {
      const at = typeof d.index === 'number' ? d.index : i;
      if (Array.isArray(d.embedding) && d.embedding.every((x) => typeof x === 'number')) out[at] = d.embedding as number[];
    });
    if (out.length !== input.length || input.some((_, i) => !out[i])) throw new Error('the embeddings endpoint answered without a vector for every text');
    return out;
  }

  /**
   * The candidates re-ranked by meaning: each entry's similarity is its best over its question and similar
   * questions; the new score blends it with the lexical score (scaled to the best candidate's). The coverage is
   * kept, so the thresholds still ask that the entry hold the question's words; a close meaning stands in for a
   * keyword of the entry in the question. Unchanged on any failure.
   */
  async rerank(question: string, ranked: Ranked[]): Promise<Ranked[]> {
    if (ranked.length < 2) return ranked;
    const textsOf = (r: Ranked) => [r.entry.row.question, ...parseList<string>(r.entry.row.similar_questions)];
    const all = [question, ...ranked.flatMap(textsOf)];
    const vectors = await this.embed(all);
    if (!vectors) return ranked;
    const [q] = vectors;
    const best = ranked[0].score || 1;
    let at = 1;
    const scored = ranked.map((r) => {
      const n = textsOf(r).length;
      const sim = Math.max(0, ...vectors.slice(at, at + n).map((v) => cosine(q, v)));
      at += n;
      return { ...r, score: (1 - SEMANTIC_SHARE) * (r.score / best) + SEMANTIC_SHARE * sim, topical: r.topical || sim >= SEMANTIC_TOPICAL };
    });
    return scored.sort((a, b) => b.score - a.score);
  }
}
