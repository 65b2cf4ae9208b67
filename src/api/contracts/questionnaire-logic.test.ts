import { describe, expect, it } from 'vitest';
import {
  coerceAnswer,
  definitionWarnings,
  dutyOfCareSchema,
  missingRequired,
  visibleItems,
  canMoveQuestionnaire,
  conditionHolds,
  dutyOfCareRaised,
  enabledLinkIds,
  QuestionnaireStatus,
  questionnaireDefinitionSchema,
  scoreOf,
  validateAnswers,
  validateDefinition,
  type AnswerItem,
  type EnableWhen,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from './questionnaires.ts';

const t = (en: string) => ({ en });
const option = (code: string, weight?: number) => ({
  code,
  display: t(code),
  ...(weight === undefined ? {} : { weight }),
});

/** A pain questionnaire: a yes/no that opens a group, a weighted choice, a number and a date. */
const pain: QuestionnaireDefinition = {
  title: { en: 'Pain', ar: 'الألم', es: 'Dolor' },
  item: [
    { linkId: 'hurts', text: t('Does it hurt?'), type: 'boolean', required: true },
    {
      linkId: 'details',
      text: t('About the pain'),
      type: 'group',
      enableWhen: [{ question: 'hurts', operator: '=', answer: { valueBoolean: true } }],
      item: [
        {
          linkId: 'level',
          text: t('How much?'),
          type: 'choice',
          required: true,
          answerOption: [option('low', 1), option('mid', 3), option('high', 5)],
        },
        {
          linkId: 'where',
          text: t('Where?'),
          type: 'open-choice',
          repeats: true,
          answerOption: [option('head'), option('tummy')],
        },
        {
          linkId: 'nurse',
          text: t('Tell a nurse now'),
          type: 'display',
          enableWhen: [{ question: 'level', operator: '=', answer: { valueCoding: { code: 'high' } } }],
        },
      ],
    },
    { linkId: 'days', text: t('For how many days?'), type: 'integer' },
    {
      linkId: 'since',
      text: t('Since when?'),
      type: 'date',
      enableBehavior: 'any',
      enableWhen: [
        { question: 'days', operator: '>', answer: { valueInteger: 2 } },
        { question: 'where', operator: 'exists', answer: { valueBoolean: true } },
      ],
    },
  ],
  dutyOfCare: { kind: 'score', threshold: 5 },
};

const a = (linkId: string, ...answer: AnswerItem['answer']): AnswerItem => ({ linkId, answer });
const yes = a('hurts', { valueBoolean: true });
const high = a('level', { valueCoding: { code: 'high' } });

describe('the status table', () => {
  it('moves a draft to active, active to admin and back, and nothing else', () => {
    const { Draft, Active, Admin } = QuestionnaireStatus;
    const allowed = [Draft, Active, Admin].flatMap((from) =>
      [Draft, Active, Admin].filter((to) => canMoveQuestionnaire(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['0→1', '1→2', '2→1']);
    expect(canMoveQuestionnaire(7, 1)).toBe(false);
  });
});

describe('enableWhen', () => {
  it('hides a group and everything in it until its condition holds', () => {
    expect([...enabledLinkIds(pain, [])].sort()).toEqual(['days', 'hurts']);
    expect([...enabledLinkIds(pain, [a('hurts', { valueBoolean: false })])].sort()).toEqual([
      'days',
      'hurts',
    ]);
    expect([...enabledLinkIds(pain, [yes])].sort()).toEqual(['days', 'details', 'hurts', 'level', 'where']);
  });

  it('shows an item inside a shown group by its own condition', () => {
    expect(enabledLinkIds(pain, [yes, high]).has('nurse')).toBe(true);
    expect(enabledLinkIds(pain, [yes, a('level', { valueCoding: { code: 'low' } })]).has('nurse')).toBe(
      false,
    );
  });

  it('counts answers to hidden items as absent, so what depends on them hides too', () => {
    // "where" is answered, but hidden once "hurts" is no: "since" (any: where exists) hides with it.
    const answers = [a('hurts', { valueBoolean: false }), a('where', { valueCoding: { code: 'head' } })];
    expect(enabledLinkIds(pain, answers).has('since')).toBe(false);
    expect(enabledLinkIds(pain, [yes, a('where', { valueCoding: { code: 'head' } })]).has('since')).toBe(
      true,
    );
  });

  it('enableBehavior any needs one condition, all (the default) every one', () => {
    expect(enabledLinkIds(pain, [a('days', { valueInteger: 3 })]).has('since')).toBe(true);
    expect(enabledLinkIds(pain, [a('days', { valueInteger: 2 })]).has('since')).toBe(false);
    const all: QuestionnaireDefinition = {
      ...pain,
      item: pain.item.map((i) => (i.linkId === 'since' ? { ...i, enableBehavior: 'all' as const } : i)),
    };
    expect(enabledLinkIds(all, [a('days', { valueInteger: 3 })]).has('since')).toBe(false);
    expect(
      enabledLinkIds(all, [yes, a('days', { valueInteger: 3 }), a('where', { valueString: 'knee' })]).has(
        'since',
      ),
    ).toBe(true);
  });

  it.each([
    ['=', { valueInteger: 3 }, [{ valueInteger: 3 }], true],
    ['=', { valueInteger: 3 }, [{ valueInteger: 4 }], false],
    ['=', { valueDecimal: 3 }, [{ valueInteger: 3 }], true],
    ['!=', { valueInteger: 3 }, [{ valueInteger: 4 }], true],
    ['!=', { valueInteger: 3 }, [{ valueInteger: 4 }, { valueInteger: 3 }], false],
    // R5: "true if no answer has a value that is equal": no answer at all is not equal.
    ['!=', { valueInteger: 3 }, [], true],
    ['>', { valueDecimal: 1.5 }, [{ valueDecimal: 1.6 }], true],
    ['>', { valueDecimal: 1.5 }, [{ valueDecimal: 1.5 }], false],
    ['>=', { valueDecimal: 1.5 }, [{ valueDecimal: 1.5 }], true],
    ['<', { valueDate: '2026-01-01' }, [{ valueDate: '2025-12-31' }], true],
    ['<=', { valueDate: '2026-01-01' }, [{ valueDate: '2026-01-02' }], false],
    ['<', { valueInteger: 3 }, [], false],
    ['=', { valueString: 'a' }, [{ valueString: 'a' }], true],
    ['=', { valueCoding: { code: 'x' } }, [{ valueCoding: { code: 'x' } }], true],
    ['=', { valueCoding: { code: 'x' } }, [{ valueString: 'x' }], false],
    ['>', { valueBoolean: true }, [{ valueBoolean: true }], false],
    ['exists', { valueBoolean: true }, [{ valueString: 'a' }], true],
    ['exists', { valueBoolean: true }, [], false],
    ['exists', { valueBoolean: false }, [], true],
  ] as const)('%s %j against %j is %s', (operator, answer, answers, expected) => {
    expect(conditionHolds({ question: 'q', operator, answer }, answers)).toBe(expected);
  });
});

describe('scores and duty of care', () => {
  it('adds the weights of chosen options of shown items only', () => {
    expect(scoreOf(pain, [yes, high])).toBe(5);
    // The same choice behind a "no" is hidden: it scores nothing.
    expect(scoreOf(pain, [a('hurts', { valueBoolean: false }), high])).toBe(0);
    expect(scoreOf(pain, [yes, a('level', { valueCoding: { code: 'mid' } })])).toBe(3);
  });

  it('has no score when no option carries a weight', () => {
    expect(
      scoreOf({ item: [{ linkId: 'x', text: t('x'), type: 'choice', answerOption: [option('a')] }] }, []),
    ).toBeNull();
  });

  it('raises the flag at the threshold, not below it', () => {
    expect(dutyOfCareRaised(pain, [yes, high])).toBe(true);
    expect(dutyOfCareRaised(pain, [yes, a('level', { valueCoding: { code: 'mid' } })])).toBe(false);
    expect(dutyOfCareRaised({ ...pain, dutyOfCare: null }, [yes, high])).toBe(false);
  });

  it('raises an answer rule on that answer to a shown question', () => {
    const rule: QuestionnaireDefinition = {
      ...pain,
      dutyOfCare: { kind: 'answer', linkId: 'level', answer: { valueCoding: { code: 'high' } } },
    };
    expect(dutyOfCareRaised(rule, [yes, high])).toBe(true);
    expect(dutyOfCareRaised(rule, [yes, a('level', { valueCoding: { code: 'low' } })])).toBe(false);
    expect(dutyOfCareRaised(rule, [a('hurts', { valueBoolean: false }), high])).toBe(false);
  });
});

describe('validateAnswers', () => {
  const messages = (answers: AnswerItem[]) =>
    validateAnswers(pain, answers).map((i) => `${i.path} ${i.message}`);

  it('accepts a complete answer set', () => {
    expect(
      messages([yes, high, a('where', { valueCoding: { code: 'head' } }, { valueString: 'knee' })]),
    ).toEqual([]);
    expect(messages([a('hurts', { valueBoolean: false }), a('days', { valueInteger: 1 })])).toEqual([]);
  });

  it('asks for required items that show, and only those', () => {
    expect(messages([])).toEqual(['answers.hurts questionnaires.answer.required']);
    expect(messages([yes])).toEqual(['answers.level questionnaires.answer.required']);
  });

  it('refuses answers to hidden, unknown, display and repeated items', () => {
    expect(messages([a('hurts', { valueBoolean: false }), high])).toEqual([
      'answers.1 questionnaires.answer.hiddenItem',
    ]);
    expect(messages([yes, high, a('ghost', { valueString: 'x' })])).toEqual([
      'answers.2 questionnaires.answer.unknownItem',
    ]);
    expect(messages([yes, high, a('nurse', { valueString: 'x' })])).toEqual([
      'answers.2 questionnaires.answer.unknownItem',
    ]);
    expect(messages([yes, high, yes])).toEqual(['answers.2 questionnaires.answer.duplicateItem']);
  });

  it('refuses values of the wrong type, codes that are not options and several values for a single answer', () => {
    expect(messages([a('hurts', { valueString: 'yes' })])).toEqual([
      'answers.0.answer.0 questionnaires.answer.wrongType',
    ]);
    expect(messages([yes, a('level', { valueCoding: { code: 'extreme' } })])).toEqual([
      'answers.1.answer.0 questionnaires.answer.wrongType',
    ]);
    expect(messages([yes, a('level', { valueString: 'high' })])).toEqual([
      'answers.1.answer.0 questionnaires.answer.wrongType',
    ]);
    expect(
      messages([yes, a('level', { valueCoding: { code: 'low' } }, { valueCoding: { code: 'high' } })]),
    ).toEqual(['answers.1 questionnaires.answer.notRepeating']);
    expect(messages([a('hurts', { valueBoolean: false }), a('days', { valueDecimal: 1.5 })])).toEqual([
      'answers.1.answer.0 questionnaires.answer.wrongType',
    ]);
    expect(
      messages([
        a('hurts', { valueBoolean: false }),
        a('days', { valueInteger: 3 }),
        a('since', { valueDate: '2026-02-30' }),
      ]),
    ).toEqual(['answers.2.answer.0 questionnaires.answer.wrongType']);
    expect(
      messages([a('hurts', { valueBoolean: false }), a('days', { valueInteger: 1, valueDecimal: 1 })]),
    ).toEqual(['answers.1.answer.0 questionnaires.answer.wrongType']);
  });
});

describe('validateDefinition', () => {
  const issues = (definition: QuestionnaireDefinition) =>
    validateDefinition(definition).map((i) => `${i.path} ${i.message}`);
  const one = (item: QuestionnaireItem, more: QuestionnaireItem[] = []): QuestionnaireDefinition => ({
    title: t('Q'),
    item: [item, ...more],
  });

  it('accepts a definition with branching, groups and a score rule', () => {
    expect(issues(pain)).toEqual([]);
    expect(questionnaireDefinitionSchema.safeParse(pain).success).toBe(true);
  });

  it('refuses duplicate linkIds, empty groups, options on non-choices and choices without options', () => {
    const q = { linkId: 'q', text: t('q'), type: 'boolean' as const };
    expect(issues(one(q, [q]))).toEqual(['item.1.linkId questionnaires.item.duplicateLinkId']);
    expect(issues(one({ ...q, type: 'group' }))).toEqual(['item.0.item questionnaires.item.emptyGroup']);
    expect(issues(one({ ...q, item: [{ ...q, linkId: 'r' }] }))).toEqual([
      'item.0.item questionnaires.item.notAGroup',
    ]);
    expect(issues(one({ ...q, answerOption: [option('a')] }))).toEqual([
      'item.0.answerOption questionnaires.item.noOptions',
    ]);
    expect(issues(one({ ...q, type: 'choice' }))).toEqual([
      'item.0.answerOption questionnaires.item.optionsRequired',
    ]);
    expect(issues(one({ ...q, type: 'choice', answerOption: [option('a'), option('a')] }))).toEqual([
      'item.0.answerOption questionnaires.item.duplicateOption',
    ]);
    expect(issues(one({ ...q, type: 'display', required: true }))).toEqual([
      'item.0.required questionnaires.item.notAnswerable',
    ]);
  });

  it('refuses more than 200 items in all (groups count), however they are nested', () => {
    const leaf = (i: number): QuestionnaireItem => ({ linkId: `q${i}`, text: t('q'), type: 'boolean' });
    const groups = Array.from({ length: 2 }, (_, g) => ({
      linkId: `g${g}`,
      text: t('g'),
      type: 'group' as const,
      item: Array.from({ length: 100 }, (_, i) => leaf(g * 100 + i)),
    }));
    expect(issues({ title: t('Q'), item: groups })).toEqual(['item questionnaires.item.tooMany']);
    expect(
      issues({
        title: t('Q'),
        item: [{ ...groups[0], item: groups[0]?.item.slice(0, 98) } as QuestionnaireItem, ...groups.slice(1)],
      }),
    ).toEqual([]);
  });

  it('refuses groups nested deeper than five levels', () => {
    let item: QuestionnaireItem = { linkId: 'leaf', text: t('leaf'), type: 'string' };
    for (let depth = 0; depth < 6; depth++)
      item = { linkId: `g${depth}`, text: t('g'), type: 'group', item: [item] };
    expect(issues(one(item))).toEqual([
      'item.0.item.0.item.0.item.0.item.0.item.0 questionnaires.item.tooDeep',
    ]);
  });

  it('refuses conditions on unknown or display items, on themselves, with values the question cannot hold, and cycles', () => {
    const q = (linkId: string, extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
      linkId,
      text: t(linkId),
      type: 'integer',
      ...extra,
    });
    const when = (question: string, operator: '=' | '>' | 'exists', answer: object) => ({
      enableWhen: [{ question, operator, answer }],
    });
    expect(issues(one(q('a', when('nope', '=', { valueInteger: 1 }))))).toEqual([
      'item.0.enableWhen.0.question questionnaires.condition.unknownQuestion',
    ]);
    expect(issues(one(q('a', when('a', '=', { valueInteger: 1 }))))).toEqual([
      'item.0.enableWhen.0.question questionnaires.condition.self',
      'item questionnaires.condition.cycle',
    ]);
    expect(issues(one(q('a'), [q('b', when('a', '=', { valueString: 'one' }))]))).toEqual([
      'item.1.enableWhen.0.answer questionnaires.condition.wrongAnswer',
    ]);
    expect(issues(one(q('a'), [q('b', when('a', 'exists', { valueInteger: 1 }))]))).toEqual([
      'item.1.enableWhen.0.answer questionnaires.condition.wrongAnswer',
    ]);
    const bool = q('a', { type: 'boolean' });
    expect(issues(one(bool, [q('b', when('a', '>', { valueBoolean: true }))]))).toEqual([
      'item.1.enableWhen.0.answer questionnaires.condition.wrongAnswer',
    ]);
    expect(
      issues(one(q('a', when('b', '=', { valueInteger: 1 })), [q('b', when('a', '=', { valueInteger: 1 }))])),
    ).toEqual(['item questionnaires.condition.cycle']);
  });

  it('refuses a score rule without weights and an answer rule on an unknown question or with the wrong value', () => {
    const q: QuestionnaireItem = { linkId: 'q', text: t('q'), type: 'boolean' };
    expect(issues({ ...one(q), dutyOfCare: { kind: 'score', threshold: 1 } })).toEqual([
      'dutyOfCare.threshold questionnaires.rule.scoreNeedsWeights',
    ]);
    expect(
      issues({ ...one(q), dutyOfCare: { kind: 'answer', linkId: 'x', answer: { valueBoolean: true } } }),
    ).toEqual(['dutyOfCare.linkId questionnaires.rule.unknownQuestion']);
    expect(
      issues({ ...one(q), dutyOfCare: { kind: 'answer', linkId: 'q', answer: { valueInteger: 1 } } }),
    ).toEqual(['dutyOfCare.answer questionnaires.rule.wrongAnswer']);
    expect(
      issues({ ...one(q), dutyOfCare: { kind: 'answer', linkId: 'q', answer: { valueBoolean: true } } }),
    ).toEqual([]);
  });
});

describe('the answering API', () => {
  it('lists the items that show and the required ones still to answer, in reading order', () => {
    expect(visibleItems(pain, [yes]).map((i) => i.linkId)).toEqual([
      'hurts',
      'details',
      'level',
      'where',
      'days',
    ]);
    expect(missingRequired(pain, [])).toEqual(['hurts']);
    expect(missingRequired(pain, [yes])).toEqual(['level']);
    expect(missingRequired(pain, [a('hurts', { valueBoolean: false })])).toEqual([]);
  });

  it('reads a stored word as the question’s type, and leaves what it cannot read', () => {
    const bool: QuestionnaireItem = { linkId: 'b', text: t('b'), type: 'boolean' };
    const level = pain.item[1]?.item?.[0] as QuestionnaireItem;
    expect(coerceAnswer(bool, '=', { valueString: 'No' })).toEqual({ valueBoolean: false });
    expect(coerceAnswer(bool, '=', { valueString: 'false' })).toEqual({ valueBoolean: false });
    expect(coerceAnswer(bool, '=', { valueString: 'Sí' })).toEqual({ valueBoolean: true });
    expect(coerceAnswer(bool, '=', { valueString: 'maybe' })).toEqual({ valueString: 'maybe' });
    expect(coerceAnswer(level, '=', { valueString: 'HIGH' })).toEqual({ valueCoding: { code: 'high' } });
    expect(coerceAnswer({ ...bool, type: 'integer' }, '>', { valueString: '3' })).toEqual({
      valueInteger: 3,
    });
    expect(coerceAnswer({ ...bool, type: 'integer' }, '>', { valueString: '2.5' })).toEqual({
      valueString: '2.5',
    });
    expect(coerceAnswer({ ...bool, type: 'date' }, '<', { valueString: '2026-01-01' })).toEqual({
      valueDate: '2026-01-01',
    });
    expect(coerceAnswer(bool, 'exists', { valueString: 'false' })).toEqual({ valueBoolean: false });
  });

  it('shows a question saved with the word "No" only after No', () => {
    const saved: QuestionnaireDefinition = {
      title: t('Q'),
      item: [
        { linkId: 'q1', text: t('q1'), type: 'boolean' },
        {
          linkId: 'q2',
          text: t('q2'),
          type: 'string',
          enableWhen: [{ question: 'q1', operator: '=', answer: { valueString: 'No' } }],
        },
      ],
    };
    expect(enabledLinkIds(saved, [a('q1', { valueBoolean: false })]).has('q2')).toBe(true);
    expect(enabledLinkIds(saved, [a('q1', { valueBoolean: true })]).has('q2')).toBe(false);
  });
});

describe('the schema of a duty-of-care rule', () => {
  it('refuses a score rule without its score, naming the field', () => {
    const result = dutyOfCareSchema.safeParse({ kind: 'score' });
    expect(result.error?.issues).toMatchObject([
      { path: ['threshold'], message: 'questionnaires.rule.thresholdRequired' },
    ]);
    expect(dutyOfCareSchema.safeParse({ kind: 'score', threshold: 0, label: { en: 'Any' } }).success).toBe(
      true,
    );
  });
});

describe('the builder’s warnings', () => {
  const q = (linkId: string, extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
    linkId,
    text: t(linkId),
    type: 'integer',
    ...extra,
  });
  const when = (question: string, operator: EnableWhen['operator'], answer: object, more = {}) => ({
    enableWhen: [{ question, operator, answer }],
    ...more,
  });
  const warnings = (...item: QuestionnaireItem[]) =>
    definitionWarnings({ item }).map(
      (w) => `${w.linkId}${w.condition === undefined ? '' : `.${w.condition}`} ${w.message}`,
    );

  it('has nothing to say about conditions that can hold', () => {
    expect(definitionWarnings(pain)).toEqual([]);
  });

  it('names conditions that can never be true, and the questions that therefore never show', () => {
    const choice = q('c', { type: 'choice', answerOption: [option('x'), option('y')] });
    expect(warnings(choice, q('d', when('c', '=', { valueCoding: { code: 'z' } })))).toEqual([
      'd.0 questionnaires.warning.unknownOption',
      'd questionnaires.warning.neverShows',
    ]);
    expect(warnings(q('n'), q('d', when('n', '>', { valueInteger: 1_000_000_000 })))).toEqual([
      'd.0 questionnaires.warning.outOfBounds',
      'd questionnaires.warning.neverShows',
    ]);
    expect(warnings(q('d', when('n', '=', { valueInteger: 1 })), q('n'))).toEqual([
      'd.0 questionnaires.warning.later',
      'd questionnaires.warning.neverShows',
    ]);
    expect(warnings(q('d', when('d', '=', { valueInteger: 1 })))).toEqual([
      'd.0 questionnaires.warning.self',
      'd questionnaires.warning.neverShows',
    ]);
    // One impossible condition of two: with "any" the other can still show it.
    const either = {
      enableBehavior: 'any' as const,
      enableWhen: [
        { question: 'n', operator: '>' as const, answer: { valueInteger: 2_000_000_000 } },
        { question: 'n', operator: '<' as const, answer: { valueInteger: 3 } },
      ],
    };
    expect(warnings(q('n'), q('d', either))).toEqual(['d.0 questionnaires.warning.outOfBounds']);
    // What depends on a question that never shows never shows either.
    expect(
      warnings(
        q('n'),
        q('d', when('n', '>', { valueInteger: 1_000_000_000 })),
        q('e', when('d', '=', { valueInteger: 1 })),
      ),
    ).toEqual([
      'd.0 questionnaires.warning.outOfBounds',
      'd questionnaires.warning.neverShows',
      'e.0 questionnaires.warning.hiddenQuestion',
      'e questionnaires.warning.neverShows',
    ]);
  });
});

describe('the message ids the rules report', () => {
  it('each have a message in the locales', async () => {
    const { readFile } = await import('node:fs/promises');
    const en = JSON.parse(await readFile(new URL('../../../locales/en.json', import.meta.url), 'utf8')) as {
      questionnaires: Record<string, Record<string, string>>;
    };
    const sources = await Promise.all(
      [
        'questionnaire-logic.ts',
        'questionnaire-definition.ts',
        'questionnaire-answers.ts',
        'questionnaire-warnings.ts',
      ].map((f) => readFile(new URL(f, import.meta.url), 'utf8')),
    );
    const ids = [...new Set(sources.join('\n').match(/questionnaires\.\w+\.\w+/g))];
    expect(ids.length).toBeGreaterThan(20);
    const missing = ids.filter((id) => {
      const [, group, key] = id.split('.');
      return !en.questionnaires[group as string]?.[key as string];
    });
    expect(missing).toEqual([]);
  });
});
