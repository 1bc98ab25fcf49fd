// The task stages of the confirmation: which candidates go on from one stage to the next.
//
// For confirm-trials 20: head 3; base 10 + head 10; base 10 + head 10 (confirmationStages). The
// first stage runs the head alone, for up to HEAD_STAGE_WIDTH x confirm-tasks candidates: a task
// goes on while all its head runs (screening and these) still look far worse than its pool
// (p <= KEEP_GOING) in the drop or abstains, or these new runs alone still error more than the
// pool (p <= FUTILITY: errors that came in a burst or an outage during the screening do not come
// back). Of those that go on, confirm-tasks (in turns by reason) get base runs. After the second
// stage a task goes on while its concurrent runs look worse (p <= FUTILITY). Every rule here only
// stops runs; the stage sizes are fixed in advance.
import { atMost, decimalRational, smallestP, toNumber, type Rational } from './exact.js';
import type { TaskComparison } from './compare.js';
import type { ConfirmationRun, SideCounts, Stage } from './confirmation-record.js';
import type { Why } from './labels.js';
import { inTurns } from './candidates.js';
import { errorRiseP } from './outcome-tests.js';
import {
  abstainP,
  add,
  dropP,
  pAtMost,
  sideCountsOf,
  sideOf,
  verdicts,
  worseAt,
} from './side-counts.js';

/** Between stages: a task (or the suite) goes on while its concurrent runs give p <= this. */
export const FUTILITY = 0.3;
/**
 * After the head-only stage a task goes on while all the head's runs (screening + that stage)
 * against the pool give p <= this: under no change about one candidate in five goes on, a head
 * at 0.3 against a pool at 0.9 nearly always does.
 */
export const KEEP_GOING = 0.05;
/**
 * The head-only first stage, in runs: 3 is enough to stop most candidates under no change while
 * a real drop goes on.
 */
export const FIRST_STAGE = 3;
/** Candidates in the head-only first stage, per task that may get base runs (confirm-tasks). */
export const HEAD_STAGE_WIDTH = 3;

export interface TaskState {
  t: TaskComparison;
  why: Why[];
  /** What the head-only stage is held against: the pool, moved by the day's shift if any. */
  pool: SideCounts;
  base: ConfirmationRun[];
  /** The head-only first stage's runs (held against the pool, never tested). */
  first: ConfirmationRun[];
  head: ConfirmationRun[];
  stages: number;
  active: boolean;
  /** Went on after the head-only stage, but over the cap: stopped there. */
  overCap?: boolean;
}

/**
 * The stages of a task's confirmation for a budget of `trials` runs per side in its test: first
 * the head alone (FIRST_STAGE runs, held against the pool, not part of the test); then half the
 * budget of each side; then the other halves.
 */
export function confirmationStages(trials: number): Stage[] {
  const half = Math.ceil(trials / 2);
  return [
    { base: 0, head: Math.min(half, FIRST_STAGE) },
    { base: half, head: half },
    { base: trials - half, head: trials - half },
  ].filter((stage) => stage.base + stage.head > 0);
}

/** Does this side still look worse than the base (worth the next stage)? */
export function looksWorse(base: SideCounts, head: SideCounts): boolean {
  if (worseAt(base, head, FUTILITY)) return true;
  // No verdict on the head while the base has some: more runs decide whether it ever has one.
  return verdicts(head) === 0 && verdicts(base) > 0;
}

/** All the head's runs so far: the screening's and the first stage's. */
const allHead = (s: TaskState) => add(sideOf(s.t.head), sideCountsOf(s.first));

/**
 * After the head-only stage: all the head's runs still far below the pool in the drop or the
 * abstains, or the new runs alone still erroring more. A collapsed task whose pool is too small
 * for that (one base run: 1/1 against 0/4 is p = 0.2) is held to the looser FUTILITY level.
 */
function goesOnAfterHead(s: TaskState): boolean {
  const head = allHead(s);
  const first = sideCountsOf(s.first);
  const tooSmall = !atMost(
    smallestP(verdicts(s.pool), verdicts(head)),
    decimalRational(KEEP_GOING),
  );
  if (s.why.includes('collapsed') && tooSmall) return looksWorse(s.pool, head);
  return (
    pAtMost(dropP(s.pool, head), KEEP_GOING) ||
    pAtMost(abstainP(s.pool, head), KEEP_GOING) ||
    pAtMost(errorRiseP(s.pool, first), FUTILITY) ||
    (verdicts(first) === 0 && verdicts(s.pool) > 0)
  );
}

/** A task's p-values after the head-only stage, as goesOnAfterHead judges them. */
function ranksAgainstPool(s: TaskState) {
  const head = allHead(s);
  const n = (p: Rational | null) => (p ? toNumber(p) : null);
  return {
    drop: n(dropP(s.pool, head)),
    errors: n(errorRiseP(s.pool, sideCountsOf(s.first))),
    abstains: n(abstainP(s.pool, head)),
  };
}

/**
 * After the head-only stage, at most `cap` of the tasks that go on get base runs: taken in turns
 * by reason, ranked on their head runs against the pool. The others stop there, over the cap.
 */
function capAfterHeadStage(states: TaskState[], cap: number): void {
  const going = states.filter((s) => s.active);
  if (going.length <= cap) return;
  const kept = new Set(inTurns(going, cap, ranksAgainstPool));
  for (const s of going) {
    if (kept.has(s)) continue;
    s.active = false;
    s.overCap = true;
  }
}

/** Only a collapse (no other reason): a head run that passes refutes it. */
const isCollapsed = (s: TaskState) => s.why.length === 1 && s.why[0] === 'collapsed';

/** The job's re-runs as the stages use them: side by side, or one head run at a time. */
export interface Sides {
  /** One stage of both sides, side by side; trial numbers go on. */
  both(
    list: { suite: string; taskId: string }[],
    base: number,
    head: number,
  ): Promise<{ base: ConfirmationRun[]; head: ConfirmationRun[] }>;
  /** One head run of each task, numbered `offset` after the next head trial (not advanced). */
  probe(list: { suite: string; taskId: string }[], offset: number): Promise<ConfirmationRun[]>;
  /** Moves the head's trial numbers on. */
  skipHead(trials: number): void;
}

const idsOf = (list: TaskState[]) => list.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id }));
const mine = (s: TaskState) => (r: ConfirmationRun) =>
  r.suite === s.t.suite && r.task_id === s.t.task_id;

/**
 * The head-only stage of collapsed tasks (a pool that always passed, a head that always failed:
 * at one trial most are noise), one round of one run at a time: a task stops at its first pass,
 * since it no longer looks collapsed. Stopping only replaces a p-value by 1.
 */
async function probeCollapsed(list: TaskState[], size: number, sides: Sides): Promise<void> {
  for (let round = 0; round < size; round++) {
    const going = list.filter((s) => s.active);
    if (!going.length) break;
    const runs = await sides.probe(idsOf(going), round);
    for (const s of going) {
      const got = runs.filter(mine(s));
      s.first.push(...got);
      if (got.some((r) => r.status === 'passed')) s.active = false;
    }
  }
}

/** Every stage of the chosen tasks, each going on while it still looks worse. */
export async function runTaskStages(
  states: TaskState[],
  stages: Stage[],
  cap: number,
  sides: Sides,
  log: (line: string) => void,
): Promise<void> {
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i]!;
    // A collapsed task's head-only stage is run one run at a time (probeCollapsed).
    const collapsed = i === 0 && !stage.base ? states.filter(isCollapsed) : [];
    if (collapsed.length) {
      await probeCollapsed(collapsed, stage.head, sides);
      for (const s of collapsed) {
        s.stages = 1;
        if (s.active && !goesOnAfterHead(s)) s.active = false;
      }
    }
    const active = states.filter((s) => s.active && !collapsed.includes(s));
    if (!active.length) {
      // The probes used the stage's trial numbers.
      if (collapsed.length) sides.skipHead(stage.head);
      if (i === 0) capAfterHeadStage(states, cap);
      continue;
    }
    if (i > 0)
      log(
        `${active.length} task(s) still look worse: ${stage.base} run(s) of the base commit and ${stage.head} of the head each`,
      );
    const made = await sides.both(idsOf(active), stage.base, stage.head);
    for (const s of active) {
      s.base.push(...made.base.filter(mine(s)));
      (stage.base ? s.head : s.first).push(...made.head.filter(mine(s)));
      s.stages = i + 1;
      if (i === stages.length - 1) continue;
      // After the head-only stage the head is held against the pool (this only stops runs, so
      // using the pool and the screening here costs no validity); after that the concurrent
      // runs, head against base.
      const goesOn = s.base.length
        ? looksWorse(sideCountsOf(s.base), sideCountsOf(s.head))
        : goesOnAfterHead(s);
      if (!goesOn) s.active = false;
    }
    if (i === 0) capAfterHeadStage(states, cap);
  }
}
