import { describe, expect, it } from 'vitest';
import { validateDefinition, type QuestionnaireDefinition } from '../../../api/contracts/questionnaires.ts';
import { builderFormSchema, emptyForm, fromDefinition, toDefinition } from './builder-form.ts';

const definition: QuestionnaireDefinition = {
  title: { en: 'Pain check', ar: 'فحص الألم' },
  description: null,
  item: [
    { linkId: 'pain', text: { en: 'Does anything hurt?' }, type: 'boolean', required: true },
    {
      linkId: 'more',
      text: { en: 'More' },
      type: 'group',
      enableWhen: [{ question: 'pain', operator: '=', answer: { valueBoolean: true } }],
      item: [
        {
          linkId: 'level',
          text: { en: 'How much?' },
          type: 'choice',
          answerOption: [
            { code: 'little', display: { en: 'A little' }, weight: 1 },
            { code: 'lot', display: { en: 'A lot' }, weight: 5 },
          ],
        },
      ],
    },
    { linkId: 'note', text: { en: 'Anything else?' }, type: 'text' },
  ],
  dutyOfCare: { kind: 'answer', linkId: 'level', answer: { valueCoding: { code: 'lot' } } },
};

describe('the builder form', () => {
  it('flattens a nested questionnaire and rebuilds the same tree', () => {
    const form = fromDefinition(definition);
    expect(form.items.map((i) => [i.linkId, i.depth])).toEqual([
      ['pain', 0],
      ['more', 0],
      ['level', 1],
      ['note', 0],
    ]);
    expect(toDefinition(form)).toEqual(definition);
    expect(validateDefinition(toDefinition(form))).toEqual([]);
  });

  it('types a branch condition by the question it names', () => {
    const form = fromDefinition(definition);
    const note = form.items[3];
    if (!note) throw new Error('no note');
    note.conditions = [{ question: 'level', operator: '=', value: 'lot' }];
    expect(toDefinition(form).item[2]?.enableWhen).toEqual([
      { question: 'level', operator: '=', answer: { valueCoding: { code: 'lot' } } },
    ]);
  });
});

describe('the builder form’s conditions and rule', () => {
  /** q1 yes/no; q2 with one condition on q1, whose picker holds `value`. */
  const branched = (value: string) => {
    const form = emptyForm();
    form.title.en = 'Mood';
    form.items = [
      { ...form.items[0], text: { en: 'Feeling good?', ar: '', es: '' } } as (typeof form.items)[number],
      {
        ...(form.items[0] as (typeof form.items)[number]),
        linkId: 'q2',
        text: { en: 'Why not?', ar: '', es: '' },
        type: 'string',
        conditions: [{ question: 'q1', operator: '=', value }],
      },
    ];
    return form;
  };

  it('stores "No" to a yes/no question as the boolean false, and reads it back as No', () => {
    const definition = toDefinition(branched('false'));
    expect(definition.item[1]?.enableWhen).toEqual([
      { question: 'q1', operator: '=', answer: { valueBoolean: false } },
    ]);
    expect(fromDefinition(definition).items[1]?.conditions[0]?.value).toBe('false');
  });

  it('opens a condition saved as the word "No" as the No it means', () => {
    const definition = toDefinition(branched('false'));
    const saved = {
      ...definition,
      item: definition.item.map((i) =>
        i.enableWhen ? { ...i, enableWhen: [{ ...i.enableWhen[0], answer: { valueString: 'No' } }] } : i,
      ),
    } as QuestionnaireDefinition;
    expect(fromDefinition(saved).items[1]?.conditions[0]?.value).toBe('false');
  });

  it('refuses a condition without its answer and a score rule without its score, naming the field', () => {
    const form = branched('');
    form.rule.kind = 'score';
    const result = builderFormSchema.safeParse(form);
    expect(result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual([
      'rule.threshold questionnaires.rule.thresholdRequired',
      'items.1.conditions.0.value questionnaires.condition.answerRequired',
    ]);
    form.rule.threshold = '10';
    form.rule.label.en = 'Low mood';
    (form.items[1] as (typeof form.items)[number]).conditions[0] = {
      question: 'q1',
      operator: 'exists',
      value: 'true',
    };
    expect(builderFormSchema.safeParse(form).success).toBe(true);
    expect(toDefinition(form).dutyOfCare).toEqual({
      kind: 'score',
      label: { en: 'Low mood' },
      threshold: 10,
    });
  });
});
