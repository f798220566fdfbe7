import type { ConversationLoop } from '../conversations/conversation-loop';
import { htmlToText } from './robot-texts';

/** The embedded AI chat's answer, composed from the QA base (used streamed by `aics/chat` and whole by `aics/chat/answer`). */
export async function composeFromQa(loop: ConversationLoop, question: string): Promise<string> {
  const m = await loop.robot.match(question);
  if (m.kind === 'answer') return htmlToText(m.answer);
  if (m.kind === 'suggest') return `You may be asking about / 您可能想问：\n${m.suggestions.map((s, i) => `${i + 1}. ${s.question}`).join('\n')}`;
  return 'Sorry, I could not find an answer. You can ask for a human agent. / 抱歉，暂时没有找到答案，您可以转人工客服。';
}
