import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickReplyNode } from '../../../src/common/quickReplies';
import { QuickReplyPanel } from '../../../src/workbench/quickReplies/QuickReplyPanel';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../src/dataProvider/api', () => ({ api: { request } }));

const TREE: QuickReplyNode[] = [
  {
    id: 't1',
    name: 'Delays',
    children: [],
    replies: [
      { id: 'r1', title: 'Opening', content: 'Hello, how can I help?', clickCount: 0 },
      { id: 'r2', title: 'Delay apology', content: 'We are sorry your parcel is late.', clickCount: 0 },
    ],
  },
];

describe('quick reply search', () => {
  afterEach(() => {
    cleanup();
    request.mockReset();
  });

  it('an Enter pressed while the list is still loading inserts the first match once it comes (Alt+Q, a word and Enter typed at once)', async () => {
    let answer!: (tree: QuickReplyNode[]) => void;
    request.mockImplementation((_method: string, path: string) => (path.endsWith('listQuickReply') ? new Promise((r) => (answer = r)) : Promise.resolve(null)));
    const onInsert = vi.fn();
    render(<QuickReplyPanel onInsert={onInsert} focusKey={1} />);
    const search = screen.getByRole('textbox', { name: 'ccim.desk.quickReply.search' });
    fireEvent.change(search, { target: { value: 'delay' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onInsert).not.toHaveBeenCalled();
    answer(TREE);
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith('We are sorry your parcel is late.'));
    expect(onInsert).toHaveBeenCalledTimes(1);
  });

  it('typing on after that Enter takes it back: nothing is inserted when the list comes', async () => {
    let answer!: (tree: QuickReplyNode[]) => void;
    request.mockImplementation((_method: string, path: string) => (path.endsWith('listQuickReply') ? new Promise((r) => (answer = r)) : Promise.resolve(null)));
    const onInsert = vi.fn();
    render(<QuickReplyPanel onInsert={onInsert} />);
    const search = screen.getByRole('textbox', { name: 'ccim.desk.quickReply.search' });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.change(search, { target: { value: 'open' } });
    answer(TREE);
    await screen.findByText('Opening');
    expect(onInsert).not.toHaveBeenCalled();
    // Enter with the list there inserts the first match at once.
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onInsert).toHaveBeenCalledWith('Hello, how can I help?');
  });
});
