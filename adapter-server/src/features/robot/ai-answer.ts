import type { RobotBrain } from './robot-brain';
import { htmlToText } from './robot-texts';
import { isChinese } from './tokenizer';

/**
 * The embedded AI chat's answer, composed from the QA base (used streamed by `aics/chat` and whole by
 * `aics/chat/answer`); its own lines follow the language the question is asked in.
 */
export async function composeFromQa(brain: RobotBrain, question: string): Promise<string> {
  const m = await brain.match(question);
  const zh = isChinese(question);
  if (m.kind === 'answer') return htmlToText(m.answer);
  if (m.kind === 'suggest') return `${zh ? '您可能想问：' : 'You may be asking about:'}\n${m.suggestions.map((s, i) => `${i + 1}. ${s.question}`).join('\n')}`;
  return zh ? '抱歉，暂时没有找到答案，您可以转人工客服。' : 'Sorry, I could not find an answer. You can ask for a human agent.';
}
