import type {
  Extension,
  Questionnaire as FhirQuestionnaire,
  QuestionnaireItem as FhirItem,
  QuestionnaireItemEnableWhen,
  QuestionnaireResponse as FhirResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
} from 'fhir/r5';
import { UserType } from '../../../src/api/contracts/index.ts';
import {
  QuestionnaireStatus,
  type AnswerItem,
  type AnswerValue,
  type LocalisedText,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from '../../../src/api/contracts/questionnaires.ts';

/**
 * FHIR R5 export: our model as a Questionnaire (translations in the standard translation
 * extension, option weights in itemWeight, choice and open-choice as R5's coding with an answer
 * constraint) and each answer set as a QuestionnaireResponse nested as the questionnaire is.
 */
const TRANSLATION = 'http://hl7.org/fhir/StructureDefinition/translation';
const ITEM_WEIGHT = 'http://hl7.org/fhir/StructureDefinition/itemWeight';

const translations = (text: LocalisedText): { extension: Extension[] } | undefined => {
  const extension = (['ar', 'es'] as const).flatMap((lang) =>
    text[lang]
      ? [
          {
            url: TRANSLATION,
            extension: [
              { url: 'lang', valueCode: lang },
              { url: 'content', valueString: text[lang] },
            ],
          },
        ]
      : [],
  );
  return extension.length ? { extension } : undefined;
};

const canonicalOf = (id: string) => `urn:uuid:${id}`;

function answerFields(value: AnswerValue, item?: QuestionnaireItem) {
  if (value.valueCoding) {
    const option = item?.answerOption?.find((o) => o.code === value.valueCoding?.code);
    return { valueCoding: { code: value.valueCoding.code, ...(option && { display: option.display.en }) } };
  }
  const { valueBoolean, valueInteger, valueDecimal, valueDate, valueString } = value;
  return { valueBoolean, valueInteger, valueDecimal, valueDate, valueString };
}

function toItem(item: QuestionnaireItem): FhirItem {
  const coded = item.type === 'choice' || item.type === 'open-choice';
  return {
    linkId: item.linkId,
    text: item.text.en,
    ...(translations(item.text) && { _text: translations(item.text) }),
    type: coded ? 'coding' : (item.type as Exclude<QuestionnaireItem['type'], 'choice' | 'open-choice'>),
    ...(coded && { answerConstraint: item.type === 'choice' ? 'optionsOnly' : 'optionsOrString' }),
    ...(item.required !== undefined && { required: item.required }),
    ...(item.repeats !== undefined && { repeats: item.repeats }),
    ...(item.answerOption && {
      answerOption: item.answerOption.map((o) => ({
        valueCoding: {
          code: o.code,
          display: o.display.en,
          ...(translations(o.display) && { _display: translations(o.display) }),
        },
        ...(o.weight !== undefined && { extension: [{ url: ITEM_WEIGHT, valueDecimal: o.weight }] }),
      })),
    }),
    ...(item.enableWhen && {
      enableWhen: item.enableWhen.map((c): QuestionnaireItemEnableWhen => {
        const value = answerFields(c.answer);
        return {
          question: c.question,
          operator: c.operator,
          ...Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k.replace(/^value/, 'answer'), v]),
          ),
        };
      }),
      enableBehavior: item.enableBehavior ?? 'all',
    }),
    ...(item.item && { item: item.item.map(toItem) }),
  };
}

export function toFhirQuestionnaire(q: {
  id: string;
  status: number;
  version: number;
  definition: QuestionnaireDefinition;
}): FhirQuestionnaire {
  return {
    resourceType: 'Questionnaire',
    id: q.id,
    url: canonicalOf(q.id),
    version: String(q.version),
    status: q.status === QuestionnaireStatus.Draft ? 'draft' : 'active',
    title: q.definition.title.en,
    ...(translations(q.definition.title) && { _title: translations(q.definition.title) }),
    ...(q.definition.description && { description: q.definition.description.en }),
    language: 'en',
    item: q.definition.item.map(toItem),
  };
}

/** The answer set nested as the questionnaire's groups are; groups without any answer are left out. */
function responseItems(
  items: QuestionnaireItem[],
  answers: Map<string, AnswerValue[]>,
): QuestionnaireResponseItem[] {
  return items.flatMap((item): QuestionnaireResponseItem[] => {
    if (item.type === 'group') {
      const inner = responseItems(item.item ?? [], answers);
      return inner.length ? [{ linkId: item.linkId, text: item.text.en, item: inner }] : [];
    }
    const values = answers.get(item.linkId);
    if (!values?.length) return [];
    const answer = values.map((v) => {
      const fields = answerFields(v, item);
      return Object.fromEntries(
        Object.entries(fields).filter(([, x]) => x !== undefined),
      ) as QuestionnaireResponseItemAnswer;
    });
    return [{ linkId: item.linkId, text: item.text.en, answer }];
  });
}

/** A person a response names: who it is about, who answered, who acknowledged its flag. */
export interface FhirPerson {
  id: string;
  type: number;
  name?: string;
  patientNumber?: string | null;
}

/** Lantern's own extension: the duty-of-care rule an answer set met, and who acknowledged it when. */
const FLAG = 'urn:lantern:fhir:StructureDefinition:duty-of-care-flag';

// Patients are FHIR Patients; a guardian is a RelatedPerson of one; staff are Practitioners.
const referenceTo = (p: FhirPerson) => ({
  reference: `${p.type === UserType.Patient ? 'Patient' : p.type === UserType.Guardian ? 'RelatedPerson' : 'Practitioner'}/${p.id}`,
  ...(p.name && { display: p.name }),
  ...(p.patientNumber && { identifier: { value: p.patientNumber } }),
});

export function toFhirResponse(r: {
  id: string;
  questionnaireId: string;
  version: number;
  definition: QuestionnaireDefinition;
  /** Who answered. */
  author: FhirPerson;
  /** The child the answers are about, when known. */
  child?: FhirPerson | null;
  answers: AnswerItem[];
  answeredAt: Date | null;
  flags?: { rule: string; acknowledgedBy: FhirPerson | null; acknowledgedAt: Date | null }[];
}): FhirResponse {
  const subject = r.child ?? r.author;
  const answers = new Map(r.answers.map((a) => [a.linkId, a.answer]));
  const flags = (r.flags ?? []).map((f): Extension => ({
    url: FLAG,
    extension: [
      { url: 'rule', valueString: f.rule },
      ...(f.acknowledgedBy ? [{ url: 'acknowledgedBy', valueReference: referenceTo(f.acknowledgedBy) }] : []),
      ...(f.acknowledgedAt ? [{ url: 'acknowledgedAt', valueDateTime: f.acknowledgedAt.toISOString() }] : []),
    ],
  }));
  return {
    resourceType: 'QuestionnaireResponse',
    id: r.id,
    ...(flags.length > 0 && { extension: flags }),
    questionnaire: `${canonicalOf(r.questionnaireId)}|${r.version}`,
    status: 'completed',
    // The subject is whom the answers are about: the child, else the one who answered.
    subject: referenceTo(subject),
    ...(r.answeredAt && { authored: r.answeredAt.toISOString() }),
    // Who answered, when it is not the one the answers are about.
    ...(subject.id !== r.author.id && { author: referenceTo(r.author) }),
    item: responseItems(r.definition.item, answers),
  };
}
