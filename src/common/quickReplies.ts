/** The quick-reply tree as `workbench/listQuickReply` answers it: types with their replies (server and workbench). */
export interface QuickReplyItem {
  id: string;
  title: string;
  content: string;
  clickCount: number;
}

export interface QuickReplyNode {
  id: string | null;
  name: string;
  children: QuickReplyNode[];
  replies: QuickReplyItem[];
}
