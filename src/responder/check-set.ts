// The labelled set `parley check responder` ships with (generated, then reviewed): a brief and
// the conversation so far, the right decision, and what a reply must and must not contain. It
// covers one question at a time, several in one message, questions in another order, statements
// that need no answer, a brief silent on a field, briefs that say how to answer what they do not
// cover, and German, Spanish, French and Japanese conversations.
import type { CheckCase } from './check-cases.js';

export const BUILTIN_CASES: readonly CheckCase[] = [
  {
    id: 'agent-asks-name',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: "What should the new agent's name be?",
      },
    ],
    expect: 'reply',
    must_contain: ['triage-agent'],
    must_not_contain: ['Route each ticket to the right team', 'ticket_lookup', 'billing-agent'],
    tags: ['single-question'],
  },
  {
    id: 'agent-asks-instructions',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'What instructions should it follow?',
      },
    ],
    expect: 'reply',
    must_contain: ['Route each ticket to the right team'],
    must_not_contain: ['triage-agent', 'ticket_lookup', 'billing-agent'],
    tags: ['single-question'],
  },
  {
    id: 'agent-asks-tools',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Which tools should it have?',
      },
    ],
    expect: 'reply',
    must_contain: ['ticket_lookup'],
    must_not_contain: ['triage-agent', 'Route each ticket to the right team', 'billing-agent'],
    tags: ['single-question'],
  },
  {
    id: 'agent-asks-handoffs',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Should it hand off to other agents, and to which handoffs target?',
      },
    ],
    expect: 'reply',
    must_contain: ['billing-agent'],
    must_not_contain: ['triage-agent', 'Route each ticket to the right team', 'ticket_lookup'],
    tags: ['single-question'],
  },
  {
    id: 'agent-two-questions',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: "What should the new agent's name be? And which tools should it have?",
      },
    ],
    expect: 'reply',
    must_contain: ['triage-agent', 'ticket_lookup'],
    must_not_contain: ['Route each ticket to the right team', 'billing-agent'],
    tags: ['several-questions'],
  },
  {
    id: 'agent-two-questions-reversed',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Should it hand off to other agents, and to which handoffs target? Also, what instructions should it follow?',
      },
    ],
    expect: 'reply',
    must_contain: ['billing-agent', 'Route each ticket to the right team'],
    must_not_contain: ['triage-agent', 'ticket_lookup'],
    tags: ['several-questions', 'order'],
  },
  {
    id: 'agent-later-turn',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Should it hand off to other agents, and to which handoffs target?',
      },
      {
        role: 'user',
        text: 'billing-agent',
      },
      {
        role: 'agent',
        text: 'What instructions should it follow?',
      },
    ],
    expect: 'reply',
    must_contain: ['Route each ticket to the right team'],
    must_not_contain: ['triage-agent', 'ticket_lookup'],
    tags: ['order'],
  },
  {
    id: 'agent-done',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: "What should the new agent's name be?",
      },
      {
        role: 'user',
        text: 'triage-agent',
      },
      {
        role: 'agent',
        text: 'Created agents/triage-agent.agent.yaml with everything you asked for.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'agent-progress-note',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Thanks, I have everything I need and I am starting on it now.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'agent-silent-field',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Which model should it run on?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent'],
  },
  {
    id: 'agent-partly-answerable',
    brief:
      '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: "What should the new agent's name be? And which model should it run on?",
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent', 'several-questions'],
  },
  {
    id: 'report-asks-report-name',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'What should the report name be?',
      },
    ],
    expect: 'reply',
    must_contain: ['weekly-ops-digest'],
    must_not_contain: ['Mondays at 09:00', 'ops@example.com', 'markdown'],
    tags: ['single-question'],
  },
  {
    id: 'report-asks-schedule',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'On what schedule should it run?',
      },
    ],
    expect: 'reply',
    must_contain: ['Mondays at 09:00'],
    must_not_contain: ['weekly-ops-digest', 'ops@example.com', 'markdown'],
    tags: ['single-question'],
  },
  {
    id: 'report-asks-recipients',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'Who are the recipients?',
      },
    ],
    expect: 'reply',
    must_contain: ['ops@example.com'],
    must_not_contain: ['weekly-ops-digest', 'Mondays at 09:00', 'markdown'],
    tags: ['single-question'],
  },
  {
    id: 'report-asks-format',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'Which format do you want: markdown or HTML?',
      },
    ],
    expect: 'reply',
    must_contain: ['markdown'],
    must_not_contain: ['weekly-ops-digest', 'Mondays at 09:00', 'ops@example.com'],
    tags: ['single-question'],
  },
  {
    id: 'report-two-questions',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'What should the report name be? And who are the recipients?',
      },
    ],
    expect: 'reply',
    must_contain: ['weekly-ops-digest', 'ops@example.com'],
    must_not_contain: ['Mondays at 09:00', 'markdown'],
    tags: ['several-questions'],
  },
  {
    id: 'report-two-questions-reversed',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'Which format do you want: markdown or HTML? Also, on what schedule should it run?',
      },
    ],
    expect: 'reply',
    must_contain: ['markdown', 'Mondays at 09:00'],
    must_not_contain: ['weekly-ops-digest', 'ops@example.com'],
    tags: ['several-questions', 'order'],
  },
  {
    id: 'report-later-turn',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'Which format do you want: markdown or HTML?',
      },
      {
        role: 'user',
        text: 'markdown',
      },
      {
        role: 'agent',
        text: 'On what schedule should it run?',
      },
    ],
    expect: 'reply',
    must_contain: ['Mondays at 09:00'],
    must_not_contain: ['weekly-ops-digest', 'ops@example.com'],
    tags: ['order'],
  },
  {
    id: 'report-done',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'What should the report name be?',
      },
      {
        role: 'user',
        text: 'weekly-ops-digest',
      },
      {
        role: 'agent',
        text: 'The weekly-ops-digest report is scheduled. You will get the first one on Monday.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'report-progress-note',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'Thanks, I have everything I need and I am starting on it now.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'report-silent-field',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'Which timezone should the schedule use?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent'],
  },
  {
    id: 'report-partly-answerable',
    brief:
      '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
    conversation: [
      {
        role: 'user',
        text: 'Set up a scheduled report.',
      },
      {
        role: 'agent',
        text: 'What should the report name be? And which timezone should the schedule use?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent', 'several-questions'],
  },
  {
    id: 'expense-asks-expense-type',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'What type of expense is it?',
      },
    ],
    expect: 'reply',
    must_contain: ['train ticket'],
    must_not_contain: ['120 EUR', '2026-03-04', 'apollo-7'],
    tags: ['single-question'],
  },
  {
    id: 'expense-asks-amount',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'What was the amount?',
      },
    ],
    expect: 'reply',
    must_contain: ['120 EUR'],
    must_not_contain: ['train ticket', '2026-03-04', 'apollo-7'],
    tags: ['single-question'],
  },
  {
    id: 'expense-asks-date',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'On which date was it?',
      },
    ],
    expect: 'reply',
    must_contain: ['2026-03-04'],
    must_not_contain: ['train ticket', '120 EUR', 'apollo-7'],
    tags: ['single-question'],
  },
  {
    id: 'expense-asks-project',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'Which project should it be charged to?',
      },
    ],
    expect: 'reply',
    must_contain: ['apollo-7'],
    must_not_contain: ['train ticket', '120 EUR', '2026-03-04'],
    tags: ['single-question'],
  },
  {
    id: 'expense-two-questions',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'What type of expense is it? And on which date was it?',
      },
    ],
    expect: 'reply',
    must_contain: ['train ticket', '2026-03-04'],
    must_not_contain: ['120 EUR', 'apollo-7'],
    tags: ['several-questions'],
  },
  {
    id: 'expense-two-questions-reversed',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'Which project should it be charged to? Also, what was the amount?',
      },
    ],
    expect: 'reply',
    must_contain: ['apollo-7', '120 EUR'],
    must_not_contain: ['train ticket', '2026-03-04'],
    tags: ['several-questions', 'order'],
  },
  {
    id: 'expense-later-turn',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'Which project should it be charged to?',
      },
      {
        role: 'user',
        text: 'apollo-7',
      },
      {
        role: 'agent',
        text: 'What was the amount?',
      },
    ],
    expect: 'reply',
    must_contain: ['120 EUR'],
    must_not_contain: ['train ticket', '2026-03-04'],
    tags: ['order'],
  },
  {
    id: 'expense-done',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'What type of expense is it?',
      },
      {
        role: 'user',
        text: 'train ticket',
      },
      {
        role: 'agent',
        text: 'Your expense has been filed under project apollo-7.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'expense-progress-note',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'Thanks, I have everything I need and I am starting on it now.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'expense-silent-field',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'Do you have a receipt number for it?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent'],
  },
  {
    id: 'expense-partly-answerable',
    brief:
      '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
    conversation: [
      {
        role: 'user',
        text: 'File my travel expense, please.',
      },
      {
        role: 'agent',
        text: 'What type of expense is it? And do you have a receipt number for it?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent', 'several-questions'],
  },
  {
    id: 'meeting-asks-room',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Which room would you like?',
      },
    ],
    expect: 'reply',
    must_contain: ['Orion-4'],
    must_not_contain: ['Thursday 14:00', '8 people', 'projector'],
    tags: ['single-question'],
  },
  {
    id: 'meeting-asks-day',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'On which day and time?',
      },
    ],
    expect: 'reply',
    must_contain: ['Thursday 14:00'],
    must_not_contain: ['Orion-4', '8 people', 'projector'],
    tags: ['single-question'],
  },
  {
    id: 'meeting-asks-attendees',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'How many attendees are coming?',
      },
    ],
    expect: 'reply',
    must_contain: ['8 people'],
    must_not_contain: ['Orion-4', 'Thursday 14:00', 'projector'],
    tags: ['single-question'],
  },
  {
    id: 'meeting-asks-equipment',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Do you need any equipment?',
      },
    ],
    expect: 'reply',
    must_contain: ['projector'],
    must_not_contain: ['Orion-4', 'Thursday 14:00', '8 people'],
    tags: ['single-question'],
  },
  {
    id: 'meeting-two-questions',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Which room would you like? And how many attendees are coming?',
      },
    ],
    expect: 'reply',
    must_contain: ['Orion-4', '8 people'],
    must_not_contain: ['Thursday 14:00', 'projector'],
    tags: ['several-questions'],
  },
  {
    id: 'meeting-two-questions-reversed',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Do you need any equipment? Also, on which day and time?',
      },
    ],
    expect: 'reply',
    must_contain: ['projector', 'Thursday 14:00'],
    must_not_contain: ['Orion-4', '8 people'],
    tags: ['several-questions', 'order'],
  },
  {
    id: 'meeting-later-turn',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Do you need any equipment?',
      },
      {
        role: 'user',
        text: 'projector',
      },
      {
        role: 'agent',
        text: 'On which day and time?',
      },
    ],
    expect: 'reply',
    must_contain: ['Thursday 14:00'],
    must_not_contain: ['Orion-4', '8 people'],
    tags: ['order'],
  },
  {
    id: 'meeting-done',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Which room would you like?',
      },
      {
        role: 'user',
        text: 'Orion-4',
      },
      {
        role: 'agent',
        text: 'Orion-4 is booked for Thursday 14:00.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'meeting-progress-note',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Thanks, I have everything I need and I am starting on it now.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'meeting-silent-field',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Should I order catering?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent'],
  },
  {
    id: 'meeting-partly-answerable',
    brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
    conversation: [
      {
        role: 'user',
        text: 'Book a meeting room for my team.',
      },
      {
        role: 'agent',
        text: 'Which room would you like? And should I order catering?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent', 'several-questions'],
  },
  {
    id: 'database-asks-engine',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'Which database engine do you want?',
      },
    ],
    expect: 'reply',
    must_contain: ['postgres-16'],
    must_not_contain: ['eu-west-1', 'db.t3.small', 'daily at 02:00'],
    tags: ['single-question'],
  },
  {
    id: 'database-asks-region',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'Which region should it live in?',
      },
    ],
    expect: 'reply',
    must_contain: ['eu-west-1'],
    must_not_contain: ['postgres-16', 'db.t3.small', 'daily at 02:00'],
    tags: ['single-question'],
  },
  {
    id: 'database-asks-size',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'What instance size do you need?',
      },
    ],
    expect: 'reply',
    must_contain: ['db.t3.small'],
    must_not_contain: ['postgres-16', 'eu-west-1', 'daily at 02:00'],
    tags: ['single-question'],
  },
  {
    id: 'database-asks-backups',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'How often should backups run?',
      },
    ],
    expect: 'reply',
    must_contain: ['daily at 02:00'],
    must_not_contain: ['postgres-16', 'eu-west-1', 'db.t3.small'],
    tags: ['single-question'],
  },
  {
    id: 'database-two-questions',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'Which database engine do you want? And what instance size do you need?',
      },
    ],
    expect: 'reply',
    must_contain: ['postgres-16', 'db.t3.small'],
    must_not_contain: ['eu-west-1', 'daily at 02:00'],
    tags: ['several-questions'],
  },
  {
    id: 'database-two-questions-reversed',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'How often should backups run? Also, which region should it live in?',
      },
    ],
    expect: 'reply',
    must_contain: ['daily at 02:00', 'eu-west-1'],
    must_not_contain: ['postgres-16', 'db.t3.small'],
    tags: ['several-questions', 'order'],
  },
  {
    id: 'database-later-turn',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'How often should backups run?',
      },
      {
        role: 'user',
        text: 'daily at 02:00',
      },
      {
        role: 'agent',
        text: 'Which region should it live in?',
      },
    ],
    expect: 'reply',
    must_contain: ['eu-west-1'],
    must_not_contain: ['postgres-16', 'db.t3.small'],
    tags: ['order'],
  },
  {
    id: 'database-done',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'Which database engine do you want?',
      },
      {
        role: 'user',
        text: 'postgres-16',
      },
      {
        role: 'agent',
        text: 'The postgres-16 database is ready in eu-west-1.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'database-progress-note',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'Thanks, I have everything I need and I am starting on it now.',
      },
    ],
    expect: 'stop',
    tags: ['statement'],
  },
  {
    id: 'database-silent-field',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'What admin password should I set?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent'],
  },
  {
    id: 'database-partly-answerable',
    brief:
      '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
    conversation: [
      {
        role: 'user',
        text: 'Provision a database for the new service.',
      },
      {
        role: 'agent',
        text: 'Which database engine do you want? And what admin password should I set?',
      },
    ],
    expect: 'abstain',
    tags: ['brief-silent', 'several-questions'],
  },
  {
    id: 'fallback-agent-1',
    brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'What should its name be?',
      },
    ],
    expect: 'reply',
    must_contain: ['support-bot-2'],
    must_not_contain: ['kb_search'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-agent-2',
    brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Which model should it use?',
      },
    ],
    expect: 'reply',
    must_contain: ['use the defaults'],
    must_not_contain: ['support-bot-2', 'kb_search'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-agent-3',
    brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'What temperature should it run at?',
      },
    ],
    expect: 'reply',
    must_contain: ['use the defaults'],
    must_not_contain: ['kb_search'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-agent-4',
    brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
    conversation: [
      {
        role: 'user',
        text: 'Add a new agent to my application.',
      },
      {
        role: 'agent',
        text: 'Which tools should it get?',
      },
    ],
    expect: 'reply',
    must_contain: ['kb_search'],
    must_not_contain: ['support-bot-2'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-deploy-1',
    brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
    conversation: [
      {
        role: 'user',
        text: 'Deploy the service.',
      },
      {
        role: 'agent',
        text: 'Which environment should I deploy to?',
      },
    ],
    expect: 'reply',
    must_contain: ['staging-3'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-deploy-2',
    brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
    conversation: [
      {
        role: 'user',
        text: 'Deploy the service.',
      },
      {
        role: 'agent',
        text: 'How many replicas?',
      },
    ],
    expect: 'reply',
    must_contain: ['3'],
    must_not_contain: ['staging-3'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-deploy-3',
    brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
    conversation: [
      {
        role: 'user',
        text: 'Deploy the service.',
      },
      {
        role: 'agent',
        text: 'Should I enable autoscaling?',
      },
    ],
    expect: 'reply',
    must_contain: ['no preference'],
    must_not_contain: ['staging-3'],
    tags: ['brief-says-how'],
  },
  {
    id: 'fallback-deploy-4',
    brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
    conversation: [
      {
        role: 'user',
        text: 'Deploy the service.',
      },
      {
        role: 'agent',
        text: 'Do you want a canary rollout first?',
      },
    ],
    expect: 'reply',
    must_contain: ['no preference'],
    tags: ['brief-says-how'],
  },
  {
    id: 'de-asks-1',
    brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
    conversation: [
      {
        role: 'user',
        text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
      },
      {
        role: 'agent',
        text: 'Welchen Namen soll der neue Agent bekommen?',
      },
    ],
    expect: 'reply',
    must_contain: ['rechnungs-agent'],
    must_not_contain: ['invoice_lookup', 'support-agent'],
    tags: ['language:de'],
  },
  {
    id: 'de-asks-2',
    brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
    conversation: [
      {
        role: 'user',
        text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
      },
      {
        role: 'agent',
        text: 'Welche Werkzeuge soll er haben?',
      },
    ],
    expect: 'reply',
    must_contain: ['invoice_lookup'],
    must_not_contain: ['rechnungs-agent', 'support-agent'],
    tags: ['language:de'],
  },
  {
    id: 'de-asks-3',
    brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
    conversation: [
      {
        role: 'user',
        text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
      },
      {
        role: 'agent',
        text: 'An wen soll die Übergabe erfolgen?',
      },
    ],
    expect: 'reply',
    must_contain: ['support-agent'],
    must_not_contain: ['rechnungs-agent', 'invoice_lookup'],
    tags: ['language:de'],
  },
  {
    id: 'de-silent-field',
    brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
    conversation: [
      {
        role: 'user',
        text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
      },
      {
        role: 'agent',
        text: 'Welches Modell soll er verwenden?',
      },
    ],
    expect: 'abstain',
    tags: ['language:de', 'brief-silent'],
  },
  {
    id: 'de-done',
    brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
    conversation: [
      {
        role: 'user',
        text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
      },
      {
        role: 'agent',
        text: 'Ich habe den Agenten rechnungs-agent angelegt.',
      },
    ],
    expect: 'stop',
    tags: ['language:de', 'statement'],
  },
  {
    id: 'de-two-questions',
    brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
    conversation: [
      {
        role: 'user',
        text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
      },
      {
        role: 'agent',
        text: 'Welchen Namen soll der neue Agent bekommen? Welche Werkzeuge soll er haben?',
      },
    ],
    expect: 'reply',
    must_contain: ['rechnungs-agent', 'invoice_lookup'],
    must_not_contain: ['support-agent'],
    tags: ['language:de', 'several-questions'],
  },
  {
    id: 'es-asks-1',
    brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
    conversation: [
      {
        role: 'user',
        text: 'Añade un nuevo agente a mi aplicación.',
      },
      {
        role: 'agent',
        text: '¿Qué nombre debe tener el nuevo agente?',
      },
    ],
    expect: 'reply',
    must_contain: ['agente-ventas'],
    must_not_contain: ['crm_search', 'español'],
    tags: ['language:es'],
  },
  {
    id: 'es-asks-2',
    brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
    conversation: [
      {
        role: 'user',
        text: 'Añade un nuevo agente a mi aplicación.',
      },
      {
        role: 'agent',
        text: '¿Qué herramientas debe tener?',
      },
    ],
    expect: 'reply',
    must_contain: ['crm_search'],
    must_not_contain: ['agente-ventas', 'español'],
    tags: ['language:es'],
  },
  {
    id: 'es-asks-3',
    brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
    conversation: [
      {
        role: 'user',
        text: 'Añade un nuevo agente a mi aplicación.',
      },
      {
        role: 'agent',
        text: '¿En qué idioma debe responder?',
      },
    ],
    expect: 'reply',
    must_contain: ['español'],
    must_not_contain: ['agente-ventas', 'crm_search'],
    tags: ['language:es'],
  },
  {
    id: 'es-silent-field',
    brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
    conversation: [
      {
        role: 'user',
        text: 'Añade un nuevo agente a mi aplicación.',
      },
      {
        role: 'agent',
        text: '¿Qué modelo debe usar?',
      },
    ],
    expect: 'abstain',
    tags: ['language:es', 'brief-silent'],
  },
  {
    id: 'es-done',
    brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
    conversation: [
      {
        role: 'user',
        text: 'Añade un nuevo agente a mi aplicación.',
      },
      {
        role: 'agent',
        text: 'He creado el agente agente-ventas.',
      },
    ],
    expect: 'stop',
    tags: ['language:es', 'statement'],
  },
  {
    id: 'es-two-questions',
    brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
    conversation: [
      {
        role: 'user',
        text: 'Añade un nuevo agente a mi aplicación.',
      },
      {
        role: 'agent',
        text: '¿Qué nombre debe tener el nuevo agente? ¿Qué herramientas debe tener?',
      },
    ],
    expect: 'reply',
    must_contain: ['agente-ventas', 'crm_search'],
    must_not_contain: ['español'],
    tags: ['language:es', 'several-questions'],
  },
  {
    id: 'fr-asks-1',
    brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
    conversation: [
      {
        role: 'user',
        text: 'Ajoute un nouvel agent à mon application.',
      },
      {
        role: 'agent',
        text: 'Quel nom faut-il donner au nouvel agent ?',
      },
    ],
    expect: 'reply',
    must_contain: ['agent-facturation'],
    must_not_contain: ['facture_api', 'formel'],
    tags: ['language:fr'],
  },
  {
    id: 'fr-asks-2',
    brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
    conversation: [
      {
        role: 'user',
        text: 'Ajoute un nouvel agent à mon application.',
      },
      {
        role: 'agent',
        text: 'Quels outils doit-il avoir ?',
      },
    ],
    expect: 'reply',
    must_contain: ['facture_api'],
    must_not_contain: ['agent-facturation', 'formel'],
    tags: ['language:fr'],
  },
  {
    id: 'fr-asks-3',
    brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
    conversation: [
      {
        role: 'user',
        text: 'Ajoute un nouvel agent à mon application.',
      },
      {
        role: 'agent',
        text: 'Quel ton doit-il adopter ?',
      },
    ],
    expect: 'reply',
    must_contain: ['formel'],
    must_not_contain: ['agent-facturation', 'facture_api'],
    tags: ['language:fr'],
  },
  {
    id: 'fr-silent-field',
    brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
    conversation: [
      {
        role: 'user',
        text: 'Ajoute un nouvel agent à mon application.',
      },
      {
        role: 'agent',
        text: 'Quel modèle doit-il utiliser ?',
      },
    ],
    expect: 'abstain',
    tags: ['language:fr', 'brief-silent'],
  },
  {
    id: 'fr-done',
    brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
    conversation: [
      {
        role: 'user',
        text: 'Ajoute un nouvel agent à mon application.',
      },
      {
        role: 'agent',
        text: "J'ai créé l'agent agent-facturation.",
      },
    ],
    expect: 'stop',
    tags: ['language:fr', 'statement'],
  },
  {
    id: 'fr-two-questions',
    brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
    conversation: [
      {
        role: 'user',
        text: 'Ajoute un nouvel agent à mon application.',
      },
      {
        role: 'agent',
        text: 'Quel nom faut-il donner au nouvel agent ? Quels outils doit-il avoir ?',
      },
    ],
    expect: 'reply',
    must_contain: ['agent-facturation', 'facture_api'],
    must_not_contain: ['formel'],
    tags: ['language:fr', 'several-questions'],
  },
  {
    id: 'ja-asks-1',
    brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
    conversation: [
      {
        role: 'user',
        text: 'アプリに新しいエージェントを追加してください。',
      },
      {
        role: 'agent',
        text: '新しいエージェントの名前は何にしますか？',
      },
    ],
    expect: 'reply',
    must_contain: ['shiharai-agent'],
    must_not_contain: ['pay_lookup'],
    tags: ['language:ja'],
  },
  {
    id: 'ja-asks-2',
    brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
    conversation: [
      {
        role: 'user',
        text: 'アプリに新しいエージェントを追加してください。',
      },
      {
        role: 'agent',
        text: 'どのツールを使いますか？',
      },
    ],
    expect: 'reply',
    must_contain: ['pay_lookup'],
    must_not_contain: ['shiharai-agent'],
    tags: ['language:ja'],
  },
  {
    id: 'ja-silent-field',
    brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
    conversation: [
      {
        role: 'user',
        text: 'アプリに新しいエージェントを追加してください。',
      },
      {
        role: 'agent',
        text: 'どのモデルを使いますか？',
      },
    ],
    expect: 'abstain',
    tags: ['language:ja', 'brief-silent'],
  },
  {
    id: 'ja-done',
    brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
    conversation: [
      {
        role: 'user',
        text: 'アプリに新しいエージェントを追加してください。',
      },
      {
        role: 'agent',
        text: 'shiharai-agent を作成しました。',
      },
    ],
    expect: 'stop',
    tags: ['language:ja', 'statement'],
  },
  {
    id: 'ja-two-questions',
    brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
    conversation: [
      {
        role: 'user',
        text: 'アプリに新しいエージェントを追加してください。',
      },
      {
        role: 'agent',
        text: '新しいエージェントの名前は何にしますか？ どのツールを使いますか？',
      },
    ],
    expect: 'reply',
    must_contain: ['shiharai-agent', 'pay_lookup'],
    tags: ['language:ja', 'several-questions'],
  },
];
