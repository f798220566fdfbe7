import type { Executor } from '../../db/database';

/** Whether an image address was sent in one of the visitor's sessions (by the visitor or by an agent). */
export async function visitorHasImage(db: Executor, visitorId: string, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_sessions')
    .innerJoin('chat_messages', 'chat_messages.session_id', 'chat_sessions.id')
    .select('chat_messages.id')
    .where('chat_sessions.visitor_id', '=', visitorId)
    .where('chat_messages.type', '=', 'image')
    .where('chat_messages.content', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}

export const recordUpload = (db: Executor, name: string, uploader: string, at = Date.now()) =>
  db.insertInto('image_uploads').values({ name, uploader, created_at: at }).execute();

export async function uploadedBy(db: Executor, name: string, uploader: string): Promise<boolean> {
  const row = await db.selectFrom('image_uploads').select('name').where('name', '=', name).where('uploader', '=', uploader).executeTakeFirst();
  return row !== undefined;
}
