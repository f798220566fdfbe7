import MiniSearch from 'minisearch';

/** A search hit as `MiniSearch#search` gives it, with what the ranking reads. */
export interface TopHit {
  id: number;
  score: number;
  /** The query terms the document matched (itself or through a prefix or a typo). */
  queryTerms: string[];
  /** The document's terms that matched, with the fields holding each. */
  match: Record<string, string[]>;
}

/** The search options the robot uses, functions of the term as MiniSearch calls them. */
export interface TopSearchOptions {
  boost: Record<string, number>;
  boostTerm: (term: string) => number;
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | boolean;
}

type FieldTermData = Map<number, Map<number, number>>;

/**
 * MiniSearch with `top`: the first `k` hits of `search(terms.join(separator), options)`, the same scores to the bit
 * and the same order (ties in the order the documents were met), computed over typed arrays. MiniSearch's `search`
 * builds an object, an array and a match record for every document a term meets and sorts them all: about 800 KB
 * for a question over 5,000 entries, and one young collection (a few milliseconds) every 20–25 questions. Here
 * only the `k` hits returned are built. The arithmetic is MiniSearch's (7.x `executeQuerySpec`, `termResults`,
 * `calcBM25Score`, OR combination, `score × matched query terms`), step for step, so that sums round alike;
 * `tests/server/robot-top-search.test.ts` holds it equal to `search` on the robot's own index.
 */
export class TopSearch<T> extends MiniSearch<T> {
  /** Per short document id: the score so far, the current term's score, the last term that met it, matched terms. */
  private total = new Float64Array(0);
  private termScore = new Float64Array(0);
  private termStamp = new Int32Array(0);
  private quality = new Int32Array(0);
  /** Documents met, in the order first met; the current term's documents. */
  private met = new Int32Array(0);
  private termMet = new Int32Array(0);
  private stamp = 0;

  top(terms: string[], options: TopSearchOptions, k: number): TopHit[] {
    // Discarded documents stay in the index until a vacuum: MiniSearch's own search skips (and cleans) them.
    // (The query as one text: the robot's index splits its text into terms at U+0001.)
    if (this._dirtCount > 0) {
      return this.search(terms.join('\u0001'), options)
        .slice(0, k)
        .map((h) => ({ id: h.id as number, score: h.score, queryTerms: h.queryTerms, match: h.match }));
    }
    const size = this._nextId;
    if (this.total.length < size) this.grow(size);
    const fieldNames = this._options.fields;
    const fieldIds = fieldNames.map((f) => this._fieldIds[f]);
    const boosts = fieldNames.map((f) => (Object.prototype.hasOwnProperty.call(options.boost, f) ? options.boost[f] : 0) || 1);
    const defaults = this._options.searchOptions;
    const { fuzzy: fuzzyWeight = 0.45, prefix: prefixWeight = 0.375 } = defaults.weights ?? {};
    const maxFuzzy = defaults.maxFuzzy ?? 6;
    const bm25 = defaults.bm25 ?? { k: 1.2, b: 0.7, d: 0.5 };
    const { total, termScore, termStamp, quality, met, termMet } = this;
    let metCount = 0;
    // The derived terms of each query term (itself, its prefix and fuzzy matches), to tell the hits' matches.
    const derived: { source: number; term: string; data: FieldTermData }[] = [];

    for (let s = 0; s < terms.length; s++) {
      const term = terms[s];
      if (!term) continue;
      if (++this.stamp === 0x7fffffff) {
        termStamp.fill(0);
        this.stamp = 1;
      }
      const stamp = this.stamp;
      const termBoost = options.boostTerm(term);
      let termCount = 0;
      const add = (derivedTerm: string, data: FieldTermData | undefined, weight: number) => {
        if (!data) return;
        derived.push({ source: s, term: derivedTerm, data });
        for (let f = 0; f < fieldIds.length; f++) {
          const freqs = data.get(fieldIds[f]);
          if (!freqs) continue;
          const fieldId = fieldIds[f];
          const avgFieldLength = this._avgFieldLength[fieldId];
          const matchingCount = freqs.size;
          const factor = weight * termBoost * boosts[f];
          const invDocFreq = Math.log(1 + (this._documentCount - matchingCount + 0.5) / (matchingCount + 0.5));
          freqs.forEach((termFreq, doc) => {
            const fieldLength = this._fieldLength.get(doc)![fieldId];
            const raw = invDocFreq * (bm25.d + (termFreq * (bm25.k + 1)) / (termFreq + bm25.k * (1 - bm25.b + (bm25.b * fieldLength) / avgFieldLength)));
            const score = factor * raw;
            if (termStamp[doc] === stamp) termScore[doc] += score;
            else {
              termStamp[doc] = stamp;
              termScore[doc] = score;
              termMet[termCount++] = doc;
            }
          });
        }
      };

      add(term, this._index.get(term), 1);
      const prefixMatches = options.prefix(term) ? this._index.atPrefix(term) : undefined;
      const fuzzy = options.fuzzy(term);
      let fuzzyMatches: Map<string, [FieldTermData, number]> | undefined;
      if (fuzzy) {
        const f = fuzzy === true ? 0.2 : fuzzy;
        const maxDistance = f < 1 ? Math.min(maxFuzzy, Math.round(term.length * f)) : f;
        if (maxDistance) fuzzyMatches = this._index.fuzzyGet(term, maxDistance);
      }
      if (prefixMatches) {
        for (const [t, data] of prefixMatches) {
          const distance = t.length - term.length;
          if (!distance) continue;
          fuzzyMatches?.delete(t);
          add(t, data, (prefixWeight * t.length) / (t.length + 0.3 * distance));
        }
      }
      if (fuzzyMatches) {
        for (const [t, [data, distance]] of fuzzyMatches) {
          if (!distance) continue;
          add(t, data, (fuzzyWeight * t.length) / (t.length + distance));
        }
      }

      // OR: the term's score added to the document's, as MiniSearch combines one term's results with the others'.
      const repeated = terms.indexOf(term) < s;
      for (let i = 0; i < termCount; i++) {
        const doc = termMet[i];
        if (quality[doc] === 0) {
          met[metCount++] = doc;
          total[doc] = termScore[doc];
        } else total[doc] = total[doc] + termScore[doc];
        if (!repeated) quality[doc]++;
      }
    }

    // The k best by score, ties in the order met (MiniSearch sorts its results, met in that order, stably).
    const topDocs: number[] = [];
    const topScores: number[] = [];
    for (let i = 0; i < metCount; i++) {
      const doc = met[i];
      const score = total[doc] * quality[doc];
      if (topDocs.length === k && !(score > topScores[k - 1])) continue;
      let j = Math.min(topDocs.length, k - 1);
      if (topDocs.length < k) {
        topDocs.push(doc);
        topScores.push(score);
      }
      for (; j > 0 && topScores[j - 1] < score; j--) {
        topDocs[j] = topDocs[j - 1];
        topScores[j] = topScores[j - 1];
      }
      topDocs[j] = doc;
      topScores[j] = score;
    }
    for (let i = 0; i < metCount; i++) quality[met[i]] = 0;

    return topDocs.map((doc, i): TopHit => {
      const queryTerms: string[] = [];
      const match: Record<string, string[]> = {};
      for (const d of derived) {
        const fields: string[] = [];
        for (let f = 0; f < fieldIds.length; f++) if (d.data.get(fieldIds[f])?.has(doc)) fields.push(fieldNames[f]);
        if (!fields.length) continue;
        match[d.term] = fields;
        if (!queryTerms.includes(terms[d.source])) queryTerms.push(terms[d.source]);
      }
      return { id: this._documentIds.get(doc) as number, score: topScores[i], queryTerms, match };
    });
  }

  private grow(size: number): void {
    this.total = new Float64Array(size);
    this.termScore = new Float64Array(size);
    this.termStamp = new Int32Array(size);
    this.quality = new Int32Array(size);
    this.met = new Int32Array(size);
    this.termMet = new Int32Array(size);
    this.stamp = 0;
  }
}
