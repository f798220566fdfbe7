/** `workbench/listTransferAgent`: the agents a session can be transferred to (server and workbench share it). */
export interface TransferAgent {
  id: string;
  nickname: string;
  username: string;
  fullOrgName: string;
  currentUsers: number;
  maxUsers: number;
  /** No free slot: shown, but a transfer to them is refused. */
  full: boolean;
}

export interface TransferCandidates {
  skillGroupId: string | null;
  groups: { id: string; name: string }[];
  agents: TransferAgent[];
}
