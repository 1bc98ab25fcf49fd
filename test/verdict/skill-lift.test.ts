// The statistics of issue 48 ("does the skill help?", src/verdict/skill-lift.ts) against values
// computed by hand from their definitions (the working is beside each figure).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  liftSentence,
  measureLift,
  newcombeInterval,
  signTest,
  skillLift,
  type LiftInput,
} from '../../src/verdict/skill-lift.js';
import { studentTQuantile } from '../../src/verdict/student-t.js';

const close = (actual: number, expected: number, digits = 6) =>
  assert.ok(
    Math.abs(actual - expected) < 10 ** -digits,
    `${actual} is not ${expected} to ${digits} digits`,
  );

const task = (name: string, w: [number, number], wo: [number, number]): LiftInput => ({
  task: name,
  with: { passed: w[0], runs: w[1] },
  without: { passed: wo[0], runs: wo[1] },
});

describe('per-task lift', () => {
  it('5/5 with vs 0/5 without: Fisher one-sided p = 1/C(10,5) = 1/252, helps', () => {
    const lift = skillLift([task('a', [5, 5], [0, 5])]);
    const a = lift.tasks[0]!;
    assert.equal(a.p_helps, 1 / 252);
    // The other direction: P(with passes <= 5) = 1.
    assert.equal(a.p_hurts, 1);
    assert.equal(a.difference, 1);
    assert.deepEqual([a.with.rate, a.without.rate], [1, 0]);
    assert.equal(a.claim, 'helps');
    assert.deepEqual([lift.helps, lift.hurts, lift.no_evidence], [1, 0, 0]);
  });

  it('Newcombe hybrid score interval, by hand from the Wilson intervals', () => {
    // z = 1.959964. Wilson 5/5: centre (1 + z²/10) / (1 + z²/5) = 0.782759, half-width
    // (z / 1.768292) * sqrt(z²/100) = 0.217241: [0.565518, 1]; Wilson 0/5 = [0, 0.434482].
    // low = 1 - sqrt(0.434482² + 0.434482²) = 1 - 0.614451 = 0.385549; high = 1 + 0 = 1.
    const perfect = newcombeInterval({ passed: 5, runs: 5 }, { passed: 0, runs: 5 });
    close(perfect.low, 0.385549);
    assert.equal(perfect.high, 1);
    // 4/5 vs 1/5: Wilson 4/5 = [0.375535, 0.963776], 1/5 = [0.036224, 0.624465], d = 0.6;
    // low = 0.6 - sqrt(0.224465² + 0.424465²) = -0.000285; high = 0.6 + sqrt(0.163776² +
    // 0.163776²) = 0.831614.
    const middling = newcombeInterval({ passed: 4, runs: 5 }, { passed: 1, runs: 5 });
    close(middling.low, -0.000285);
    close(middling.high, 0.831614);
    // Newcombe (1998), Statistics in Medicine 17:873, table II, method 10: 56/70 - 48/80 =
    // 0.2, interval 0.0524 to 0.3339.
    const paper = newcombeInterval({ passed: 56, runs: 70 }, { passed: 48, runs: 80 });
    close(paper.low, 0.0524, 4);
    close(paper.high, 0.3339, 4);
  });

  it('each direction is tested at level / 2: 3/3 vs 0/3 (p = 1/20) claims nothing, 4/4 vs 0/4 (p = 1/70) helps', () => {
    assert.equal(skillLift([task('a', [3, 3], [0, 3])]).tasks[0]!.claim, 'no_evidence');
    assert.equal(skillLift([task('a', [3, 3], [0, 3])], 0.1).tasks[0]!.claim, 'helps');
    const hurt = skillLift([task('a', [0, 4], [4, 4])]).tasks[0]!;
    assert.equal(hurt.p_hurts, 1 / 70);
    assert.equal(hurt.claim, 'hurts');
    assert.equal(hurt.difference, -1);
  });

  it('an arm without ended runs: no rate, no claim, and no place in the Holm family', () => {
    // Alone, 4/4 vs 0/4 (p = 1/70 = 0.0143) is under 0.025; beside a second tested task the
    // first Holm threshold would be 0.0125, and it would not be claimed.
    const lift = skillLift([task('a', [4, 4], [0, 4]), task('b', [2, 3], [0, 0])]);
    assert.equal(lift.tasks[0]!.claim, 'helps');
    const b = lift.tasks[1]!;
    assert.ok(Number.isNaN(b.without.rate) && Number.isNaN(b.difference));
    assert.deepEqual(b.interval, { low: -1, high: 1 });
    assert.deepEqual([b.p_helps, b.p_hurts, b.claim], [1, 1, 'no_evidence']);
    const two = skillLift([task('a', [4, 4], [0, 4]), task('b', [2, 3], [2, 3])]);
    assert.equal(two.tasks[0]!.claim, 'no_evidence');
    assert.throws(() => skillLift([task('c', [4, 3], [0, 3])]), /0 <= passed <= runs/);
  });
});

describe("Holm across the suite's tasks", () => {
  // 6/6 vs 0/6 has p = 1/C(12,6) = 1/924 = 0.001082. Holm's first threshold is 0.025 / m:
  // 0.00125 for 20 tasks (every one is claimed, the thresholds only rise after), 0.000833 for
  // 30 tasks (none is).
  const suite = (m: number) => Array.from({ length: m }, (_, i) => task(`t${i}`, [6, 6], [0, 6]));

  it('20 tasks that all help are all claimed', () => {
    const lift = skillLift(suite(20));
    assert.equal(lift.tasks[0]!.p_helps, 1 / 924);
    assert.deepEqual([lift.helps, lift.no_evidence], [20, 0]);
  });

  it('30 such tasks are none, but the pooled test across them helps', () => {
    const lift = skillLift(suite(30));
    assert.deepEqual([lift.helps, lift.no_evidence], [0, 30]);
    assert.equal(lift.pooled.claim, 'helps');
    // The stratified exact p: every stratum at its extreme, so (1/924)^30.
    close(lift.pooled.p_helps / (1 / 924) ** 30, 1, 9);
    assert.equal(lift.pooled.difference, 1);
  });

  it('step-down: a strong task lowers the bar for the next', () => {
    // 10/10 vs 0/10: p = 1/184756, under 0.025/2; then 4/4 vs 0/4 (1/70 = 0.0143) faces 0.025/1.
    const lift = skillLift([task('strong', [10, 10], [0, 10]), task('weak', [4, 4], [0, 4])]);
    assert.deepEqual(
      lift.tasks.map((t) => t.claim),
      ['helps', 'helps'],
    );
    // Without the strong one the weak task faces 0.025 / 2 against an unrelated task.
    const alone = skillLift([task('other', [1, 4], [1, 4]), task('weak', [4, 4], [0, 4])]);
    assert.equal(alone.tasks[1]!.claim, 'no_evidence');
  });
});

describe('the pooled claim', () => {
  it('two tasks 3/3 vs 0/3: stratified p = (1/20)² = 1/400; mean of the task differences', () => {
    const lift = skillLift([task('a', [3, 3], [0, 3]), task('b', [3, 3], [0, 3])]);
    close(lift.pooled.p_helps, 1 / 400, 12);
    assert.equal(lift.pooled.claim, 'helps');
    assert.deepEqual([lift.helps, lift.no_evidence], [0, 2]);
  });

  it('opposite tasks cancel: no pooled claim either way', () => {
    const lift = skillLift([task('a', [5, 5], [0, 5]), task('b', [0, 5], [5, 5])]);
    assert.equal(lift.pooled.claim, 'no_evidence');
    assert.equal(lift.pooled.difference, 0);
    assert.deepEqual([lift.helps, lift.hurts], [1, 1]);
    assert.equal(liftSentence(lift), 'helps on 1 task, hurts on 1, no evidence either way on 0');
  });

  it('no tested task: nothing claimed, no difference', () => {
    const lift = skillLift([]);
    assert.equal(lift.pooled.claim, 'no_evidence');
    assert.ok(Number.isNaN(lift.pooled.difference));
    assert.equal(lift.level, 0.05);
    assert.equal(liftSentence(lift), 'helps on 0 tasks, hurts on 0, no evidence either way on 0');
  });
});

describe('measureLift: Welch with the t quantile', () => {
  it('[3, 5, 7] vs [1, 2]', () => {
    // Means 5 and 1.5; variances 4 and 0.5, so se² = 4/3 + 0.5/2 = 1.583333; Welch's df =
    // 1.583333² / ((4/3)²/2 + 0.25²/1) = 2.635036; t(0.975, 2.635) = 3.446938 (scipy
    // stats.t.ppf); half-width 3.446938 * 1.258306 = 4.337302: [-0.837302, 7.837302].
    const m = measureLift([3, 5, 7], [1, 2]);
    assert.deepEqual([m.with, m.without, m.difference, m.n_with, m.n_without], [5, 1.5, 3.5, 3, 2]);
    close(m.interval!.low, -0.837302);
    close(m.interval!.high, 7.837302);
  });

  it('the t quantile, not the normal one: df 1, 2, 10', () => {
    close(studentTQuantile(0.975, 1), 12.706205);
    close(studentTQuantile(0.975, 2), 4.302653);
    close(studentTQuantile(0.975, 10), 2.228139);
  });

  it('fewer than 2 values in an arm: means only; no spread: the difference itself', () => {
    assert.equal(measureLift([4], [1, 2]).interval, null);
    const empty = measureLift([], [1, 2]);
    assert.ok(Number.isNaN(empty.with) && empty.interval === null);
    assert.deepEqual(measureLift([2, 2], [1, 1]).interval, { low: 1, high: 1 });
    assert.throws(() => measureLift([1, NaN], [1, 2]), /finite/);
  });
});

describe('signTest', () => {
  it('8 wins, 1 loss, 3 ties: P(X >= 8 | Bin(9, 1/2)) = (9 + 1) / 512', () => {
    const s = signTest(8, 1, 3);
    assert.equal(s.p_wins, 10 / 512);
    assert.equal(s.p_two_sided, 20 / 512);
    assert.equal(s.p_losses, 511 / 512);
    assert.deepEqual([s.wins, s.losses, s.ties], [8, 1, 3]);
  });

  it('balanced or all ties: p 1', () => {
    assert.equal(signTest(3, 3, 0).p_two_sided, 1);
    assert.deepEqual(signTest(0, 0, 5), {
      wins: 0,
      losses: 0,
      ties: 5,
      p_two_sided: 1,
      p_wins: 1,
      p_losses: 1,
    });
  });
});

describe('liftSentence', () => {
  it('counts the task claims', () => {
    const lift = skillLift([
      ...Array.from({ length: 4 }, (_, i) => task(`h${i}`, [10, 10], [0, 10])),
      task('bad', [0, 10], [10, 10]),
      ...Array.from({ length: 7 }, (_, i) => task(`n${i}`, [5, 10], [5, 10])),
    ]);
    assert.equal(liftSentence(lift), 'helps on 4 tasks, hurts on 1, no evidence either way on 7');
  });
});
