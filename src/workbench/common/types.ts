/** What the quick-reply and transfer calls answer (adapter-server `features/workbench`). */
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

export interface TransferAgent {
  id: string;
  nickname: string;
  username: string;
  fullOrgName: string;
  currentUsers: number;
  maxUsers: number;
  full: boolean;
}

export interface TransferCandidates {
  skillGroupId: string | null;
  groups: { id: string; name: string }[];
  agents: TransferAgent[];
}
