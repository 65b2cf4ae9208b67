import { describe, expect, it } from 'vitest';
import type { QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import { toFhirQuestionnaire, toFhirResponse } from './fhir.ts';
import { feelingToday, worriedAnswers } from './demo.ts';

const TRANSLATION = 'http://hl7.org/fhir/StructureDefinition/translation';

describe('the FHIR R5 export', () => {
  const q = toFhirQuestionnaire({ id: 'q1', status: 0, version: 3, definition: feelingToday });

  it('writes a draft Questionnaire with its English text and the Arabic and Spanish translations', () => {
    expect(q).toMatchObject({
      resourceType: 'Questionnaire',
      status: 'draft',
      version: '3',
      title: 'How are you feeling today?',
    });
    expect(q._title?.extension).toEqual([
      {
        url: TRANSLATION,
        extension: [
          { url: 'lang', valueCode: 'ar' },
          { url: 'content', valueString: 'كيف تشعر اليوم؟' },
        ],
      },
      {
        url: TRANSLATION,
        extension: [
          { url: 'lang', valueCode: 'es' },
          { url: 'content', valueString: '¿Cómo te sientes hoy?' },
        ],
      },
    ]);
  });

  it("maps the item types to R5's (choice and open-choice become coding with an answer constraint)", () => {
    expect(q.item?.map((i) => [i.linkId, i.type, i.answerConstraint])).toEqual([
      ['pain', 'boolean', undefined],
      ['pain-level', 'coding', 'optionsOnly'],
      ['sleep', 'coding', 'optionsOnly'],
      ['worries', 'coding', 'optionsOrString'],
      ['notes', 'text', undefined],
    ]);
  });

  it('nests answers as the groups are and leaves out groups nobody answered', () => {
    const grouped: QuestionnaireDefinition = {
      title: { en: 'Grouped' },
      item: [
        { linkId: 'g', text: { en: 'Group' }, type: 'group', item: feelingToday.item.slice(0, 2) },
        {
          linkId: 'empty',
          text: { en: 'Empty' },
          type: 'group',
          item: [feelingToday.item[4] as QuestionnaireDefinition['item'][number]],
        },
      ],
    };
    const r = toFhirResponse({
      id: 'r1',
      questionnaireId: 'q1',
      version: 2,
      definition: grouped,
      author: { id: 'u1', type: 2 },
      answers: worriedAnswers,
      answeredAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(r).toMatchObject({
      questionnaire: 'urn:uuid:q1|2',
      subject: { reference: 'RelatedPerson/u1' },
      authored: '2026-01-02T03:04:05.000Z',
    });
    expect(r.item).toEqual([
      {
        linkId: 'g',
        text: 'Group',
        item: [
          { linkId: 'pain', text: 'Are you in pain today?', answer: [{ valueBoolean: true }] },
          {
            linkId: 'pain-level',
            text: 'How much does it hurt?',
            answer: [{ valueCoding: { code: 'worst', display: 'The worst ever' } }],
          },
        ],
      },
    ]);
  });
});
