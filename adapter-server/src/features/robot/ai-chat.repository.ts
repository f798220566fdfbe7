import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AiChatMessagesTable, AiChatsTable } from '../../db/tables/robot-orders.table';

export type AiChatMessageRow = AiChatMessagesTable;

export const insertAiChat = (db: Executor, row: Insertable<AiChatsTable>) => db.insertInto('ai_chats').values(row).execute();

export const findAiChat = (db: Executor, id: string) => db.selectFrom('ai_chats').selectAll().where('id', '=', id).executeTakeFirst();

export const touchAiChat = (db: Executor, id: string, at: number) => db.updateTable('ai_chats').set({ updated_at: at }).where('id', '=', id).execute();

export const lastAiChatMessage = (db: Executor, chatId: string) =>
  db.selectFrom('ai_chat_messages').selectAll().where('chat_id', '=', chatId).orderBy('seq', 'desc').limit(1).executeTakeFirst();

export const findAiChatMessage = (db: Executor, id: string) => db.selectFrom('ai_chat_messages').selectAll().where('id', '=', id).executeTakeFirst();

export const insertAiChatMessage = (db: Executor, row: AiChatMessageRow) => db.insertInto('ai_chat_messages').values(row).execute();

export const updateAiChatMessage = (db: Executor, id: string, patch: Partial<Pick<AiChatMessageRow, 'content' | 'feedback' | 'updated_at'>>) =>
  db.updateTable('ai_chat_messages').set(patch).where('id', '=', id).execute();

/** The chat's latest `limit` messages, oldest first. */
export const listAiChatMessages = async (db: Executor, chatId: string, limit: number) =>
  (await db.selectFrom('ai_chat_messages').selectAll().where('chat_id', '=', chatId).orderBy('seq', 'desc').limit(limit).execute()).reverse();

/** The chat's messages after `afterSeq`, oldest first. */
export const listAiChatMessagesAfter = (db: Executor, chatId: string, afterSeq: number) =>
  db.selectFrom('ai_chat_messages').selectAll().where('chat_id', '=', chatId).where('seq', '>', afterSeq).orderBy('seq').execute();

/** Claims the messages up to `seq` for a handover, unless another handover moved the mark first (then false). */
export const claimAiChatHandover = async (db: Executor, chatId: string, fromSeq: number, toSeq: number, at: number) =>
  Number((await db.updateTable('ai_chats').set({ handed_seq: toSeq, updated_at: at }).where('id', '=', chatId).where('handed_seq', '=', fromSeq).executeTakeFirst()).numUpdatedRows) === 1;
