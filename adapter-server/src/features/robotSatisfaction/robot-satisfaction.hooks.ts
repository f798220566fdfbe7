import type { EndpointHandler } from '../../schema/hooks';
import { listSatisfaction, type SatisfactionFilter } from './robot-satisfaction.repository';

/** `robotSatisfaction/list`: the visitors' ratings of the robot and votes on its answers. */
export const robotSatisfactionHandlers: Record<string, EndpointHandler> = {
  'POST robotSatisfaction/list': async ({ ctx, input }) => {
    const pageNum = Number(input.pageNum);
    const pageSize = Number(input.pageSize);
    const { rows, total } = await listSatisfaction(ctx.db.kysely, input as SatisfactionFilter, {
      limit: pageSize,
      offset: (pageNum - 1) * pageSize,
      sort: input.sortField === 'score' ? 'score' : 'created_at',
      dir: input.sortOrder === 'asc' ? 'asc' : 'desc',
    });
    const records = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      score: Number(r.score),
      question: r.question,
      comment: r.comment,
      sessionId: r.session_id,
      visitorId: r.visitor_id,
      createdAt: Number(r.created_at),
    }));
    return { records, total, pageNum, pageSize };
  },
};
