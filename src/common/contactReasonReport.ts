/** What `contactReasonReport/list` answers: the server builds it, the report screen reads it. */

/** The row key of the chats without any contact reason. */
export const NONE_KEY = 'none';

/** One reason's figures: the chats that name it (a top-level one: it or any of its sub-reasons) and their share. */
export interface ReasonFigure {
  /** The reason's id, or `none` for the chats without a reason. */
  key: string;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
  enabled: boolean;
  chats: number;
  /** Percent of the counted chats (a chat may name several reasons, so the shares may add up to more than 100). */
  share: number;
  children: ReasonFigure[];
}

/** One day, week (Monday first) or month of the range, cut by it; `counts` by top-level key and `none`. */
export interface PeriodFigure {
  period: string;
  startDate: string;
  endDate: string;
  chats: number;
  counts: Record<string, number>;
  /** Per sub-reason, for the export. */
  subCounts: Record<string, number>;
}

export interface ContactReasonReport {
  period: 'day' | 'week' | 'month';
  summary: { chats: number; withReason: number; none: number };
  /** Top-level reasons (most chats first, then the tree's order) with their sub-reasons, then "None given". */
  records: ReasonFigure[];
  total: number;
  periods: PeriodFigure[];
}
