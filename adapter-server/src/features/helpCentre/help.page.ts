import type { ChannelEntry } from '../../../../src/common/channels';
import { plainText, sanitizeRichText } from '../../schema/sanitize';
import { escapeHtml } from '../../http/visitor-page';
import { parseLinks } from '../robot/robot-brain';
import { isChinese } from '../robot/tokenizer';
import type { HelpEntry } from './help.repository';
import { CATEGORY_ORDER, HELP_TEXTS, type HelpLang } from './help.texts';

/** An entry's own language: its question's. */
export const entryLang = (e: Pick<HelpEntry, 'question'>): HelpLang => (isChinese(e.question) ? 'zh' : 'en');

/** Where the page was opened from: its language and the chat its "Chat with us" leads to. */
export interface HelpContext {
  lang: HelpLang;
  /** The visitor chat the help centre was opened from (or the default one). */
  chat: ChannelEntry;
  /** The `chat` query the links carry on, when one was given. */
  from?: string;
}

/** A help centre address keeping the language and the channel. */
export function helpHref(ctx: HelpContext, path: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ lang: ctx.lang, ...(ctx.from ? { chat: ctx.from } : {}), ...extra });
  return `${path}?${q.toString()}`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328;background:#f6f7f9}
a{color:var(--brand)}.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;background:var(--brand);color:#fff}
.bar a{color:#fff;text-decoration:none;font-weight:600}.bar .home{font-size:1.15rem}.bar .lang{border:1px solid #fff;border-radius:4px;padding:2px 10px;font-weight:500}
main{max-width:760px;margin:0 auto;padding:16px}form{display:flex;gap:8px;margin:8px 0 20px}input[type=search]{flex:1;min-width:0;font:inherit;padding:10px 12px;border:1px solid #8c959f;border-radius:6px}
button{font:inherit;padding:10px 16px;border:0;border-radius:6px;background:var(--brand);color:#fff;cursor:pointer}h1{font-size:1.5rem;line-height:1.3;margin:8px 0 16px}
h2{font-size:1.1rem;margin:0 0 8px}section,article,.card{background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:16px;margin:0 0 16px}
ul.topics{list-style:none;margin:0;padding:0}ul.topics li{padding:6px 0;border-top:1px solid #eef0f2}ul.topics li:first-child{border-top:0}
.crumbs{font-size:.9rem;margin:0 0 8px}.muted{color:#57606a;font-size:.9rem}.answer{overflow-wrap:anywhere}.answer img{max-width:100%;height:auto}
.card article,section article{border:0;padding:0;margin:0}.chat{text-align:center}.chat a{display:inline-block;margin-top:4px;padding:10px 20px;border-radius:6px;background:var(--brand);color:#fff;text-decoration:none;font-weight:600}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

function layout(ctx: HelpContext, o: { title: string; description: string; canonical: string; body: string; switchTo: string; q?: string }): string {
  const t = HELP_TEXTS[ctx.lang];
  const other: HelpLang = ctx.lang === 'en' ? 'zh' : 'en';
  return `<!doctype html>
<html lang="${ctx.lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.title)}</title>
<meta name="description" content="${escapeHtml(o.description)}">
<link rel="canonical" href="${escapeHtml(o.canonical)}">
<style>${STYLE}</style>
</head>
<body style="--brand:${ctx.chat.color}">
<header class="bar"><a class="home" href="${escapeHtml(helpHref(ctx, '/help'))}">${t.title}</a><a class="lang" href="${escapeHtml(o.switchTo)}" lang="${other === 'zh' ? 'zh-CN' : 'en'}" title="${t.languageLabel}">${t.language}</a></header>
<main>
${searchForm(ctx, o.q ?? '')}
${o.body}
<aside class="card chat"><p>${t.stillNeedHelp}</p><a href="${escapeHtml(ctx.chat.route)}">${t.chat}</a></aside>
</main>
</body>
</html>
`;
}

function searchForm(ctx: HelpContext, q: string): string {
  const t = HELP_TEXTS[ctx.lang];
  const keep = `<input type="hidden" name="lang" value="${ctx.lang}">${ctx.from ? `<input type="hidden" name="chat" value="${escapeHtml(ctx.from)}">` : ''}`;
  return `<form role="search" action="/help" method="get">${keep}<label class="sr-only" for="q">${t.searchLabel}</label><input id="q" name="q" type="search" maxlength="200" value="${escapeHtml(q)}" placeholder="${escapeHtml(t.searchPlaceholder)}"><button type="submit">${t.search}</button></form>`;
}

const item = (ctx: HelpContext, e: HelpEntry) => `<li><a href="${escapeHtml(helpHref(ctx, `/help/${encodeURIComponent(e.id)}`))}" lang="${entryLang(e) === 'zh' ? 'zh-CN' : 'en'}">${escapeHtml(e.question)}</a></li>`;

/** The front page: the entries in the page's language by topic. */
export function indexPage(ctx: HelpContext, entries: HelpEntry[]): string {
  const t = HELP_TEXTS[ctx.lang];
  const mine = entries.filter((e) => entryLang(e) === ctx.lang);
  const sections = CATEGORY_ORDER.map((c) => {
    const of = mine.filter((e) => e.classify === c || (c === 0 && !CATEGORY_ORDER.includes(e.classify)));
    return of.length ? `<section aria-labelledby="topic-${c}"><h2 id="topic-${c}">${t.categories[c]}</h2><ul class="topics">${of.map((e) => item(ctx, e)).join('')}</ul></section>` : '';
  }).join('');
  const other = ctx.lang === 'en' ? 'zh' : 'en';
  return layout(ctx, {
    title: t.title,
    description: t.description,
    canonical: `/help?lang=${ctx.lang}`,
    switchTo: helpHref({ ...ctx, lang: other }, '/help'),
    body: `<h1>${t.title}</h1>${sections || `<p class="card">${t.empty}</p>`}`,
  });
}

/** The answer as stored (sanitized again on the way out) and its web links, under `heading` when given. */
function answerBlock(e: HelpEntry, heading = ''): string {
  const links = parseLinks(e.links).filter((l) => /^https?:\/\//i.test(l.url));
  const list = links.length ? `${heading}<ul>${links.map((l) => `<li><a href="${escapeHtml(l.url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(l.title)}</a></li>`).join('')}</ul>` : '';
  return `<div class="answer">${sanitizeRichText(e.answer)}</div>${list}`;
}

/** One entry: its question as the title, its answer, its links; one address per entry to share. */
export function entryPage(ctx: HelpContext, e: HelpEntry): string {
  const t = HELP_TEXTS[ctx.lang];
  const lang = entryLang(e);
  const day = new Date(e.updatedAt).toISOString().slice(0, 10);
  const topic = t.categories[CATEGORY_ORDER.includes(e.classify) ? e.classify : 0];
  const body =
    `<nav class="crumbs" aria-label="${t.title}"><a href="${escapeHtml(helpHref(ctx, '/help'))}">${t.backHome}</a> › ${topic}</nav>` +
    `<article lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><h1>${escapeHtml(e.question)}</h1>${answerBlock(e, `<h2>${t.related}</h2>`)}<p class="muted">${t.updated} <time datetime="${day}">${day}</time></p></article>`;
  return layout(ctx, {
    title: `${e.question} · ${t.title}`,
    description: plainText(e.answer).slice(0, 160),
    canonical: `/help/${encodeURIComponent(e.id)}`,
    switchTo: helpHref({ ...ctx, lang: ctx.lang === 'en' ? 'zh' : 'en' }, `/help/${encodeURIComponent(e.id)}`),
    body,
  });
}

/** A search: the robot's answer when it is sure, then the other entries it ranks; or the way to a person. */
export function searchPage(ctx: HelpContext, q: string, best: HelpEntry | null, others: HelpEntry[]): string {
  const t = HELP_TEXTS[ctx.lang];
  const top = best ? `<section aria-labelledby="best"><h2 id="best">${t.bestAnswer}</h2><article lang="${entryLang(best) === 'zh' ? 'zh-CN' : 'en'}"><h3><a href="${escapeHtml(helpHref(ctx, `/help/${encodeURIComponent(best.id)}`))}">${escapeHtml(best.question)}</a></h3>${answerBlock(best)}</article></section>` : '';
  const more = others.length ? `<section aria-labelledby="more"><h2 id="more">${best ? t.moreResults : t.closeTopics}</h2><ul class="topics">${others.map((e) => item(ctx, e)).join('')}</ul></section>` : '';
  // Not sure: never an entry's answer, the close topics at most, and the way to a person.
  const unsure = best ? '' : `<p class="card" role="status">${others.length ? t.notSure : t.noResults}</p>`;
  return layout(ctx, {
    title: `${t.resultsFor(q)} · ${t.title}`,
    description: t.description,
    canonical: `/help?lang=${ctx.lang}`,
    switchTo: helpHref({ ...ctx, lang: ctx.lang === 'en' ? 'zh' : 'en' }, '/help', { q }),
    body: `<h1>${escapeHtml(t.resultsFor(q))}</h1>${top}${unsure}${more}`,
    q,
  });
}

/** An entry that is not (or no longer) shown. */
export function notFoundPage(ctx: HelpContext): string {
  const t = HELP_TEXTS[ctx.lang];
  return layout(ctx, {
    title: `${t.notFound} · ${t.title}`,
    description: t.description,
    canonical: `/help?lang=${ctx.lang}`,
    switchTo: helpHref({ ...ctx, lang: ctx.lang === 'en' ? 'zh' : 'en' }, '/help'),
    body: `<h1>${t.notFound}</h1><p><a href="${escapeHtml(helpHref(ctx, '/help'))}">${t.backHome}</a></p>`,
  });
}
