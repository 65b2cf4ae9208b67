import { describe, expect, it } from 'vitest';
import { validateDefinition, type QuestionnaireDefinition } from '../../../api/contracts/questionnaires.ts';
import { fromDefinition, toDefinition } from './builder-form.ts';

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
