import { describe, expect, it } from 'vitest';
import { readEvents, type StreamEvent } from '../../../src/visitor/sse';

/** A body delivered in the given byte slices. */
const streamOf = (bytes: Uint8Array, cuts: number[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      let from = 0;
      for (const to of [...cuts, bytes.length]) {
        c.enqueue(bytes.slice(from, to));
        from = to;
      }
      c.close();
    },
  });

async function collect(text: string, cuts: number[] = []) {
  const out: StreamEvent[] = [];
  for await (const ev of readEvents(streamOf(new TextEncoder().encode(text), cuts))) out.push(ev);
  return out;
}

describe('AI chat event stream', () => {
  it('reads events split anywhere across chunks, inside multi-byte characters too', async () => {
    const text = 'event: delta\ndata: {"delta":"首重"}\n\nevent: delta\ndata: {"delta":" price"}\n\nevent: done\ndata: {"chatId":"c1","answerId":"a1"}\n\n';
    const zhAt = new TextEncoder().encode(text.slice(0, text.indexOf('首'))).length;
    const blankAt = new TextEncoder().encode(text.slice(0, text.indexOf('\n\n'))).length;
    const expected = [
      { event: 'delta', data: { delta: '首重' } },
      { event: 'delta', data: { delta: ' price' } },
      { event: 'done', data: { chatId: 'c1', answerId: 'a1' } },
    ];
    expect(await collect(text)).toEqual(expected);
    expect(await collect(text, [3, zhAt + 1, zhAt + 4, blankAt + 1, blankAt + 30])).toEqual(expected);
  });

  it('keeps the error event and leaves out an unfinished one', async () => {
    expect(await collect('event: error\ndata: {"msg":"unavailable"}\n\nevent: delta\ndata: {"del')).toEqual([{ event: 'error', data: { msg: 'unavailable' } }]);
  });
});
