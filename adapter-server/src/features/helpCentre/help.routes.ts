import type { Request } from 'express';
import { CHANNEL_ENTRIES, entryFor } from '../../../../src/common/channels';
import type { AppContext } from '../../context';
import { route, type RouteSpec } from '../../http/routes';
import { queryValidator } from '../../http/validation';
import { localeOf } from '../../http/visitor-page';
import { THRESHOLDS, type RobotBrain } from '../robot/robot-brain';
import { entryPage, indexPage, notFoundPage, searchPage, type HelpContext } from './help.page';
import { publishedEntries, publishedEntry, publishedOf } from './help.repository';

interface HelpQuery {
  lang?: 'en' | 'zh';
  chat?: string;
  q?: string;
}

const helpQuery = queryValidator<HelpQuery>({
  type: 'object',
  properties: {
    lang: { type: 'string', enum: ['en', 'zh'], description: 'the page language; default: the visitor cookie, else the browser language' },
    chat: { type: 'string', enum: CHANNEL_ENTRIES.map((e) => e.route), description: 'the visitor chat "Chat with us" opens (a channel entry route), and whose colours the pages take' },
    q: { type: 'string', maxLength: 200, description: 'a question in the customer’s words: answered with the robot’s ranking' },
  },
});

const DEFAULT_CHAT = entryFor('/newhuang/chat')!;

const contextOf = (req: Request, query: HelpQuery): HelpContext => ({ lang: query.lang ?? localeOf(req), chat: (query.chat && entryFor(query.chat)) || DEFAULT_CHAT, from: query.chat });

/** Shown entries change at any edit (an unpublished one must go at once): pages are checked again at every visit. */
const send = (res: Parameters<RouteSpec['handler']>[1], html: string, status = 200) =>
  res.status(status).type('html').set({ 'Cache-Control': 'no-cache', Vary: 'Accept-Language, Cookie' }).send(html);

/** How many entries a search lists beside a sure answer, and without one. */
const BESIDE_ANSWER = 4;
const RESULTS = 8;

/**
 * The public help centre (`/help`): the Q&A base's enabled, published entries by topic, one page per entry, and a
 * search that ranks with the robot's own index (a paraphrase finds its entry). Drawn by the server: readable
 * without scripts, one address per entry.
 */
export function helpRoutes(ctx: AppContext, brain: RobotBrain): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({
      method: 'get',
      path: '/',
      summary: 'The help centre (HTML): topics, or the results of a search (`q`)',
      query: helpQuery,
      handler: async (req, res, { query }) => {
        const page = contextOf(req, query);
        const at = Date.now();
        const q = query.q?.trim();
        if (!q) return send(res, indexPage(page, await publishedEntries(db, at)));
        await brain.ready();
        // The robot's own decision (an entry's own wording answers at once) and the close entries beside it.
        const { match, ranked } = brain.matchAndRankNow(q, at);
        const close = ranked.filter((r) => r.coverage >= THRESHOLDS.suggestCoverage).map((r) => r.entry.row.id);
        const shown = await publishedOf(db, [...new Set(match.kind === 'answer' ? [match.qaId, ...close] : close)], at);
        const best = match.kind === 'answer' ? (shown.find((e) => e.id === match.qaId) ?? null) : null;
        send(res, searchPage(page, q, best, shown.filter((e) => e !== best).slice(0, best ? BESIDE_ANSWER : RESULTS)));
      },
    }),
    route({
      method: 'get',
      path: '/:id',
      summary: 'One help centre article (HTML); 404 when it is not published',
      query: helpQuery,
      handler: async (req, res, { query }) => {
        const page = contextOf(req, query);
        const entry = req.params.id.length <= 40 ? await publishedEntry(db, req.params.id, Date.now()) : undefined;
        if (!entry) return send(res, notFoundPage(page), 404);
        send(res, entryPage(page, entry));
      },
    }),
  ];
}
