export interface RobotSynonymsTable {
  id: string;
  name: string;
  /** JSON array of words and phrases, either language. */
  words: string;
  enabled: number;
  created_at: number;
  updated_at: number;
}
