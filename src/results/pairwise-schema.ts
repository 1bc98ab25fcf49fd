// pairwise.jsonl, one line per (task, trial, pairwise grader) of a skill-lift job: which arm the
// pairwise judge preferred (graders/pairwise.ts) and both of its answers. Read back as untrusted
// data (files.ts readPairwiseFile), so every text is bounded.
import { z } from 'zod';
import { MAX_PAIR_ERROR, MAX_PAIR_REASON } from './layout.js';
import { Usage } from './schema.js';

export const SkillArm = z.enum(['with', 'without']);

export const PairwiseAsk = z.object({
  /** The arm shown to the judge as conversation A (the other was B). */
  first: SkillArm,
  answer: z.enum(['A', 'B', 'tie']),
  reason: z.string().max(MAX_PAIR_REASON),
});
export type PairwiseAsk = z.infer<typeof PairwiseAsk>;

export const PairwiseLine = z.object({
  suite: z.string().max(500),
  task: z.string().max(500),
  /** 1-based, the trial both runs share. */
  trial: z.number().int().positive(),
  /** The pairwise grader's name. */
  grader: z.string().max(500),
  /**
   * The arm both asks picked; `tie` when they disagree or either said tie; `error` when an ask
   * failed (after the client's retries): such a pair is not counted.
   */
  winner: z.enum(['with', 'without', 'tie', 'error']),
  /** The asks that were answered: one with each arm as A (fewer when an ask failed). */
  asks: z.array(PairwiseAsk).max(2),
  /** The judge's tokens for this pair. */
  usage: Usage,
  /** Why the pair is an error. */
  error: z.string().max(MAX_PAIR_ERROR).optional(),
});
export type PairwiseLine = z.infer<typeof PairwiseLine>;
