// Faults and attacks from the security review (issue 14), played end to end through the engine.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { renderReport } from '../../src/report/index.js';
import { parseResults, readResults } from '../../src/results/jsonl.js';
import { grader } from '../builders.js';
import { byTask, mock, runInTemp, suiteOf } from './helpers.js';

describe('hostile agent output cannot break grading', () => {
  it(
    'a catastrophic-backtracking text regex gets its real verdict, quickly',
    { timeout: 20_000 },
    async () => {
      const reply = `${'a'.repeat(38)}!`;
      const suite = suiteOf([
        {
          id: 'redos',
          mock: mock(reply),
          graders: [grader('text', { regex_match: ['(?i)^(\\w+\\s?)+$'] })],
        },
        {
          id: 'matches',
          mock: mock('Hello World'),
          graders: [grader('text', { regex_match: ['(?i)^(\\w+\\s?)+$'] })],
        },
      ]);
      const run = await runInTemp([suite]);
      try {
        assert.equal(byTask(run.lines, 'redos').status, 'failed');
        assert.equal(byTask(run.lines, 'matches').status, 'passed');
      } finally {
        await run.cleanup();
      }
    },
  );

  it('a NUL byte in the reply reaches the program grader, which gives a verdict', async () => {
    const suite = suiteOf([
      {
        id: 'nul',
        mock: mock('before\0after'),
        graders: [
          grader('program', {
            command: 'sh',
            args: ['-c', "tr '\\0' Z | grep -q beforeZafter"],
          }),
        ],
      },
    ]);
    const run = await runInTemp([suite]);
    try {
      const record = byTask(run.lines, 'nul');
      assert.equal(record.graders[0]?.passed, true, JSON.stringify(record.graders));
      assert.equal(record.status, 'passed');
    } finally {
      await run.cleanup();
    }
  });
});

describe('deeply nested JSON from an agent is bounded, not a crash', () => {
  it('an HTTP agent reporting 8,000-level tool-call arguments: recorded, and the next task runs', async () => {
    const deep = `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(`{"output":"done","tool_calls":[{"name":"deep","arguments":${deep}}]}`);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const agent = {
      executor: 'http' as const,
      url,
      headers: {},
      responsePath: 'output',
      toolCallsPath: 'tool_calls',
    };
    const suite = suiteOf([
      { id: 'a-deep', agent, graders: [grader('text', { contains: ['done'] })] },
      { id: 'b-next', mock: mock('still here'), graders: [grader('text', { contains: ['here'] })] },
    ]);
    try {
      const run = await runInTemp([suite], { workers: 1 });
      try {
        const deepRun = byTask(run.lines, 'a-deep');
        assert.equal(deepRun.status, 'passed', JSON.stringify(deepRun.error));
        const text = JSON.stringify(deepRun.turns[0]!.tool_calls[0]!.arguments);
        assert.match(text, /parley: cut, nested too deeply/);
        assert.equal(byTask(run.lines, 'b-next').status, 'passed');
        for (const file of ['summary.json', 'report.md', 'junit.xml']) {
          assert.ok(existsSync(join(run.dir, file)), file);
        }
        // Read back (report mode, compare): the line parses and stays bounded.
        const back = readResults(join(run.dir, 'results.jsonl'));
        assert.equal(back.length, 2);
        // A hostile line (a fork's artifact) nested 8,000 levels deep is read back bounded.
        const line = JSON.stringify(back[1]!).replace(
          '"tool_calls":[]',
          `"tool_calls":[{"name":"x","arguments":${deep},"success":true,"duration_ms":1}]`,
        );
        assert.ok(line.length > deep.length);
        const [hostile] = parseResults(line, 'results.jsonl');
        assert.match(JSON.stringify(hostile), /parley: cut, nested too deeply/);
        assert.doesNotThrow(() => renderReport({ summary: run.summary, records: [hostile!] }));
      } finally {
        await run.cleanup();
      }
    } finally {
      server.close();
    }
  });
});
