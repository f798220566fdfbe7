import { AUTHOR } from '../../../../src/common/events';
import { entryFor } from '../../../../src/common/channels';
import { inTransaction } from '../../db/compiled';
import type { DB, Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { refused, warning } from '../../http/envelope';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { openRobotSession, type Queued } from '../conversations/session.service';
import { appendMessage, systemLine, type Appended } from '../messages/message.service';
import type { WaybillService } from '../waybill/waybill.service';
import type { RobotIndexes } from './robot-indexes';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import type { VisitorRow } from '../conversations/visitor.repository';
import { composeFromQa } from './ai-answer';
import {
  claimAiChatHandover,
  findAiChat,
  findAiChatMessage,
  insertAiChat,
  insertAiChatMessage,
  lastAiChatMessage,
  listAiChatMessages,
  listAiChatMessagesAfter,
  touchAiChat,
  updateAiChatMessage,
  type AiChatMessageRow,
} from './ai-chat.repository';

export interface AiChatMessage {
  id: string;
  chatId: string;
  seq: number;
  role: 'user' | 'assistant';
  content: string;
  feedback: number | null;
  createdAt: number;
  updatedAt: number;
}

const toDto = (r: AiChatMessageRow): AiChatMessage => ({ id: r.id, chatId: r.chat_id, seq: r.seq, role: r.role, content: r.content, feedback: r.feedback, createdAt: r.created_at, updatedAt: r.updated_at });

const message = (chatId: string, seq: number, role: AiChatMessageRow['role'], content: string, at: number): AiChatMessageRow => ({ id: newId(), chat_id: chatId, seq, role, content, feedback: null, created_at: at, updated_at: at });

/** Anybody else's chat is "no such chat": its existence is never confirmed. */
async function ownedChat(db: Executor, visitor: VisitorRow, chatId: string) {
  const chat = await findAiChat(db, chatId);
  if (!chat || chat.visitor_id !== visitor.id) throw refused('No such chat');
  return chat;
}

const KEPT = 100;

/**
 * `aics/chat/open`: a new AI chat whose first message is the greeting; given the id of one of the visitor's
 * chats, that chat again with its latest messages (a reloaded page). Any other id opens a new chat, so a
 * chat's existence is never confirmed to anybody else.
 */
export async function openAiChat(db: DB, visitor: VisitorRow, chatId?: string, at = Date.now()) {
  const { greeting } = await getServiceConfig(db);
  const kept = chatId ? await findAiChat(db, chatId) : undefined;
  if (kept && kept.visitor_id === visitor.id) {
    const messages = (await listAiChatMessages(db, kept.id, KEPT)).map(toDto);
    return { chatId: kept.id, greeting, message: messages[0], messages, reopened: true };
  }
  return newAiChat(db, visitor, greeting, at);
}

async function newAiChat(db: DB, visitor: VisitorRow, greeting: { en: string; zh: string }, at: number) {
  const chatId = newId();
  const first = message(chatId, 1, 'assistant', `${greeting.zh}\n${greeting.en}`, at);
  await db.transaction().execute(async (trx) => {
    await insertAiChat(trx, { id: chatId, visitor_id: visitor.id, created_at: at, updated_at: at });
    await insertAiChatMessage(trx, first);
  });
  return { chatId, greeting, message: toDto(first), messages: [toDto(first)], reopened: false };
}

/**
 * `aics/chat/answer`: the whole answer at once, for clients that cannot read an event stream. With a question
 * it is stored and answered; without one, the chat's waiting (possibly edited) question is answered.
 */
export async function answerAiChat(db: DB, robot: RobotIndexes, waybills: WaybillService, visitor: VisitorRow, input: { chatId: string; question?: string; tz?: string }, at = Date.now()) {
  await ownedChat(db, visitor, input.chatId);
  const waiting = input.question === undefined ? await lastAiChatMessage(db, input.chatId) : undefined;
  if (input.question === undefined && waiting?.role !== 'user') throw refused('There is no question waiting for an answer');
  const question = input.question === undefined ? waiting!.content : (await robot.words.mask(input.question)).text;
  // Composed before the transaction: the robot index may read the database, and SQLite has one connection.
  const answer = await composeFromQa(robot.brain, waybills, question, input.tz);
  return db.transaction().execute(async (trx) => {
    const last = await lastAiChatMessage(trx, input.chatId);
    let asked: AiChatMessageRow;
    if (input.question === undefined) {
      if (!last || last.id !== waiting!.id || last.content !== question) throw warning('The question changed while it was answered; please ask again');
      asked = last;
    } else {
      asked = message(input.chatId, (last?.seq ?? 0) + 1, 'user', question, at);
      await insertAiChatMessage(trx, asked);
    }
    const reply = message(input.chatId, asked.seq + 1, 'assistant', answer, at);
    await insertAiChatMessage(trx, reply);
    await touchAiChat(trx, input.chatId, at);
    return { chatId: input.chatId, question: toDto(asked), answer: toDto(reply) };
  });
}

/** `aics/chat` with a chatId: the question is stored before the stream starts (left waiting if it breaks off). */
export async function askAiChat(db: DB, visitor: VisitorRow, chatId: string, question: string, at = Date.now()): Promise<AiChatMessage> {
  await ownedChat(db, visitor, chatId);
  return db.transaction().execute(async (trx) => {
    const asked = message(chatId, ((await lastAiChatMessage(trx, chatId))?.seq ?? 0) + 1, 'user', question, at);
    await insertAiChatMessage(trx, asked);
    await touchAiChat(trx, chatId, at);
    return toDto(asked);
  });
}

/** The streamed answer, once complete, follows its question, unless the chat moved on meanwhile. */
export async function recordAiAnswer(db: DB, asked: AiChatMessage, answer: string, at = Date.now()): Promise<AiChatMessage | null> {
  return db.transaction().execute(async (trx) => {
    if ((await lastAiChatMessage(trx, asked.chatId))?.id !== asked.id) return null;
    const reply = message(asked.chatId, asked.seq + 1, 'assistant', answer.slice(0, 4000), at);
    await insertAiChatMessage(trx, reply);
    return toDto(reply);
  });
}

/**
 * `aics/chat/update/msg`: the visitor edits its own question while it waits for an answer (it is the chat's
 * last message), or gives feedback on an answer.
 */
export async function updateAiChatMsg(db: DB, robot: RobotIndexes, visitor: VisitorRow, input: { msgId: string; content?: string; feedback?: 0 | 1 }, at = Date.now()) {
  const masked = input.content === undefined ? undefined : (await robot.words.mask(input.content)).text;
  return db.transaction().execute(async (trx) => {
    const m = await findAiChatMessage(trx, input.msgId);
    const chat = m ? await findAiChat(trx, m.chat_id) : undefined;
    if (!m || !chat || chat.visitor_id !== visitor.id) throw refused('No such message');
    if (masked !== undefined) {
      if (m.role !== 'user') throw refused('Only your own questions can be edited');
      if ((await lastAiChatMessage(trx, m.chat_id))?.id !== m.id) throw warning('This question has already been answered and can no longer be edited');
      await updateAiChatMessage(trx, m.id, { content: masked, updated_at: at });
      return toDto({ ...m, content: masked, updated_at: at });
    }
    if (m.role !== 'assistant') throw refused('Only answers can be rated');
    await updateAiChatMessage(trx, m.id, { feedback: input.feedback ?? null, updated_at: at });
    return toDto({ ...m, feedback: input.feedback ?? null, updated_at: at });
  });
}

/** The AI chat's channel entry: its visitors queue where that channel's visitors do. */
const AI_ENTRY = entryFor('/newhuang/aiChat')!;

/**
 * `aics/chat/handover`: the visitor asks for a human agent from the AI chat. The conversation so far (after the
 * greeting, and after what an earlier handover copied) goes into the visitor's open session, under a system line
 * (`aiTranscript`) that marks it for the agent: the visitor's questions as theirs (author 2), the assistant's
 * answers as the robot's (author 3, `extra.kind` `ai`). Then the visitor is queued exactly as by
 * `im/convertAgent` (the same refusals: blacklist, off hours); the classic chat page takes over from there.
 */
export async function handOverAiChat(db: DB, loop: ConversationLoop, visitor: VisitorRow, chatId: string, at = Date.now()): Promise<Queued> {
  const chat = await ownedChat(db, visitor, chatId);
  const input = { channel: AI_ENTRY.channel, source: AI_ENTRY.route.slice(1), orgType: AI_ENTRY.orgType };
  const last = await lastAiChatMessage(db, chatId);
  // The greeting (seq 1) is the page's, not the visitor's conversation.
  const from = Math.max(chat.handed_seq, 1);
  if (last && last.seq > from) {
    const session = await inTransaction(db, function* () {
      return yield* openRobotSession(visitor.id, input.channel, input.source, input.orgType, at);
    });
    const copied = await db.transaction().execute(async (trx) => {
      if (!(await claimAiChatHandover(trx, chatId, chat.handed_seq, last.seq, at))) return [];
      const rows = (await listAiChatMessagesAfter(trx, chatId, from)).filter((m) => m.seq <= last.seq);
      const guard = { statuses: ['robot' as const, 'queued' as const, 'active' as const], visitorId: visitor.id };
      const out: Appended[] = [await systemLine(trx, session, 'aiTranscript', { count: rows.length, chatId }, at)];
      for (const m of rows) {
        out.push(
          await appendMessage(
            trx,
            m.role === 'user'
              ? { sessionId: session.id, author: AUTHOR.customer, type: 'text', content: m.content, guard }
              : { sessionId: session.id, author: AUTHOR.robot, type: 'text', content: m.content, extra: { kind: 'ai', aiMessageId: m.id }, guard },
            at,
          ),
        );
      }
      return out;
    });
    for (const a of copied) loop.emitMessage(a);
  }
  return loop.convert(visitor, input);
}
