/** What `robotLearning/` answers (issue 38): the server builds it, the unanswered questions screen reads it. */

/** A new entry drafted from an unanswered question (`GET robotLearning/draft`): the agent's reply as written, or ''. */
export interface LearningDraft {
  id: string;
  question: string;
  answer: string;
  fromAgent: boolean;
}

/** A recurring question agents answered, proposed to the Q&A base (`GET robotLearning/proposals`). */
export interface Proposal {
  /** The normalised question the group shares. */
  key: string;
  /** The wording asked most often in the group. */
  question: string;
  /** How often the group's questions were asked. */
  count: number;
  /** The wordings of the group (the ids of their log rows), most asked first. */
  questions: { id: string; question: string; count: number }[];
  /** The agent's reply (plain text) in the latest chat of the group that had one. */
  answer: string;
  /** `similar`: add the question to the near entry `qaId`; `new`: a new entry. */
  action: 'new' | 'similar';
  qaId: string | null;
  qaQuestion: string | null;
  lastAskedAt: number;
}
