/** What `suggestionReport/list` answers: the server builds it, the report screen reads it. */

import type { SuggestionSource } from './suggestedReplies';

/** One agent's replies in the chats of the range, and how many started from a suggestion. */
export interface SuggestionAgentFigure {
  agentId: string;
  agentName: string;
  /** The agent's text replies (internal notes and revoked messages left out). */
  replies: number;
  /** Replies sent from a suggestion, as offered or edited. */
  fromSuggestion: number;
  /** Percent of `replies`, two decimals (`common/percent`). */
  share: number;
  /** Replies from a suggestion per source. */
  bySource: Record<SuggestionSource, number>;
  /** Of `fromSuggestion`, the ones the agent edited before sending. */
  edited: number;
  /** Visitor messages with suggestions on screen that the agent answered with a reply of their own. */
  ignored: number;
  /** Percent of the suggestions offered and answered (`fromSuggestion + ignored`) that a reply started from; null when none. */
  takeUp: number | null;
}

/** One row of the agents' table and of its export (`REPORT_COLUMNS.suggestion`). */
export type SuggestionRow = Omit<SuggestionAgentFigure, 'bySource' | 'share'> & Record<SuggestionSource, number> & { replyShare: number; offered: number };

/** The agents' table row of a figure: the sources side by side, and the offers answered (the take-up's whole). */
export const suggestionRow = ({ bySource, share, ...a }: SuggestionAgentFigure): SuggestionRow => ({ ...a, ...bySource, replyShare: share, offered: a.fromSuggestion + a.ignored });

/** A Q&A entry whose answer agents sent from a suggestion, most used first. */
export interface SuggestionQaFigure {
  id: string;
  /** The entry's question, or null when the entry is gone. */
  question: string | null;
  uses: number;
  edited: number;
}

export interface SuggestionReportData {
  summary: Omit<SuggestionAgentFigure, 'agentId' | 'agentName'>;
  agents: SuggestionAgentFigure[];
  topQa: SuggestionQaFigure[];
}
