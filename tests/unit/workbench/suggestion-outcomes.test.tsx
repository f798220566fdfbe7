import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/common/events';
import type { SuggestedReply } from '../../../src/common/suggestedReplies';
import { ChatWindow } from '../../../src/workbench/ChatWindow';
import { activeSession } from './session.fixture';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../src/dataProvider/api', () => ({ api: { request } }));

const session = activeSession;
const visitorSays = (seq: number, content: string): ChatMessage => ({ id: `m${seq}`, sessionId: 's1', seq, author: 2, type: 'text', content, clientMsgId: null, createdAt: seq });
const SUGGESTED: SuggestedReply[] = [
  { source: 'qa', id: 'qa-1', text: 'Usually 1–2 days.', score: 0.9 },
  { source: 'quickReply', id: 'qr-1', text: 'Anything else?', score: 0.5 },
];

/** What a reply says of the suggestions on screen: the one it started from, or the first one passed over (once per visitor message). */
describe('the workbench records what an agent did with the suggested replies', { timeout: 30_000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollTo = vi.fn();
    request.mockResolvedValue(SUGGESTED);
  });
  afterEach(() => {
    cleanup();
    request.mockReset();
  });

  const renderChat = (messages: ChatMessage[], onSend = vi.fn(async () => null)) => {
    const view = render(<ChatWindow session={session} messages={messages} agentId="a1" lang="en" typing={false} t={(k) => k} onSend={onSend} onAct={async () => undefined} />);
    return { onSend, view };
  };
  const reply = (text: string) => {
    fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
  };

  it('a reply typed while suggestions show passes the first over, once per visitor message', async () => {
    const { onSend, view } = renderChat([visitorSays(1, 'How long?')]);
    await screen.findByRole('button', { name: /Usually 1–2 days/ });
    reply('Two days at most.');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenLastCalledWith('Two days at most.', { source: 'qa', id: 'qa-1', edited: false, ignored: true });
    reply('Anything else I can do?');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend).toHaveBeenLastCalledWith('Anything else I can do?', undefined);
    // The visitor writes again: new suggestions, and the next typed reply passes them over again.
    view.rerender(<ChatWindow session={session} messages={[visitorSays(1, 'How long?'), visitorSays(3, 'And to Tibet?')]} agentId="a1" lang="en" typing={false} t={(k) => k} onSend={onSend} onAct={async () => undefined} />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: /Usually 1–2 days/ });
    reply('Four to seven days.');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
    expect(onSend).toHaveBeenLastCalledWith('Four to seven days.', { source: 'qa', id: 'qa-1', edited: false, ignored: true });
  });

  it('a reply that started from a suggestion says which, and whether it was edited; never passed over', async () => {
    const { onSend } = renderChat([visitorSays(1, 'How long?')]);
    fireEvent.click(await screen.findByRole('button', { name: /Anything else\?/ }));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveProperty('value', 'Anything else?'));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenLastCalledWith('Anything else?', { source: 'quickReply', id: 'qr-1', edited: false });
    reply('Typed after.');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend).toHaveBeenLastCalledWith('Typed after.', undefined);
  });

  it('no suggestions on screen: a typed reply says nothing of them', async () => {
    request.mockResolvedValue([]);
    const { onSend } = renderChat([visitorSays(1, 'Hi')]);
    await waitFor(() => expect(request).toHaveBeenCalled());
    reply('Hello!');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenLastCalledWith('Hello!', undefined);
  });
});
