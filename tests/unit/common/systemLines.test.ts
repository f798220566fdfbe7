import { describe, expect, it } from 'vitest';
import { previewText, systemPreview, systemText } from '../../../src/common/systemLines';

describe('system lines', () => {
  it('renders each code with its parameters in the reader’s language', () => {
    const transferred = { content: 'transferred', extra: { code: 'transferred', from: '李娜', to: '张伟' } };
    expect(systemText(transferred, 'en')).toBe('Chat transferred (李娜 → 张伟)');
    expect(systemText(transferred, 'zh')).toBe('会话已转接（李娜 → 张伟）');
    expect(systemText({ content: 'assigned', extra: { code: 'assigned', agent: '李娜' } }, 'zh')).toBe('客服 李娜 为您服务');
    expect(systemText({ content: 'closed', extra: { code: 'closed', reason: 'agent' } }, 'en')).toBe('The session has ended');
    const queued = { content: 'queued', extra: { code: 'queued', message: { en: 'Please wait', zh: '请稍候' } } };
    expect(systemText(queued, 'en')).toBe('Please wait');
    expect(systemText(queued, 'zh')).toBe('请稍候');
  });

  it('never shows a transfer note, and keeps old rows and unknown codes readable', () => {
    const old = { content: '会话已转接 / Chat transferred (李娜 → 张伟: VIP)', extra: { code: 'transferred', from: '李娜', to: '张伟', note: 'VIP' } };
    expect(systemText(old, 'en')).toBe('Chat transferred (李娜 → 张伟)');
    expect(systemText({ content: 'Something old / 旧的', extra: { code: 'mystery' } }, 'en')).toBe('Something old / 旧的');
    expect(systemText({ content: 'No code at all', extra: null }, 'zh')).toBe('No code at all');
  });

  it('renders a system line’s preview in the list and leaves any other preview as it is', () => {
    expect(previewText(systemPreview('closed'), 'zh')).toBe('会话已结束');
    expect(previewText(systemPreview('transferred'), 'en')).toBe('Chat transferred');
    expect(previewText('closed', 'en')).toBe('closed');
  });
});
