/** Suggested replies (`workbench/suggestReplies`), shared by the server and the workbench. */
export const SUGGESTION_SOURCES = ['qa', 'quickReply', 'waybill'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

export interface SuggestedReply {
  source: SuggestionSource;
  /** The Q&A entry's or quick reply's id; the waybill number for a waybill sentence. */
  id: string;
  /** Plain text, ready for the composer. */
  text: string;
  /** 0..1, best first. */
  score: number;
}

/**
 * What a sent message says of the suggested replies (the optional `suggestion` of `chatMessage`): the one it started
 * from, or, with `ignored`, the first one offered for the visitor's latest message when the agent typed their own
 * reply instead (said of the first reply to that message only).
 */
export interface SuggestionUse {
  source: SuggestionSource;
  id: string;
  /** Whether the agent changed the text before sending (false when ignored). */
  edited: boolean;
  /** The agent passed the suggestion over: the reply did not start from any suggestion. */
  ignored?: boolean;
}

/** At most this many suggestions are offered at a time. */
export const MAX_SUGGESTIONS = 3;
