import { z } from 'zod';
import {
  coerceAnswer,
  ENABLE_WHEN_OPERATORS,
  ITEM_TYPES,
  normaliseDefinition,
  type AnswerValue,
  type ItemType,
  type Operator,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from '../../../api/contracts/questionnaires.ts';

/**
 * The builder edits a flat list of items, each with its depth: nesting is indenting under a group,
 * reordering is moving in the list. Recursive field arrays would make the form's paths unbounded;
 * the tree the API wants is rebuilt on save (toDefinition) and flattened on load (fromDefinition).
 */
const textForm = z.object({
  en: z.string().trim().min(1).max(1000),
  ar: z.string().max(1000),
  es: z.string().max(1000),
});
const optionalTextForm = z.object({
  en: z.string().max(1000),
  ar: z.string().max(1000),
  es: z.string().max(1000),
});

const formShape = z.object({
  title: textForm,
  description: optionalTextForm,
  items: z
    .array(
      z.object({
        linkId: z.string().trim().min(1).max(100),
        depth: z.number().int().min(0).max(4),
        type: z.enum(ITEM_TYPES),
        text: textForm,
        required: z.boolean(),
        repeats: z.boolean(),
        options: z.array(
          z.object({
            code: z.string().trim().min(1).max(100),
            display: textForm,
            weight: z.string().regex(/^(-?\d+(\.\d+)?)?$/),
          }),
        ),
        conditions: z.array(
          z.object({
            question: z.string().min(1),
            operator: z.enum(ENABLE_WHEN_OPERATORS),
            value: z.string().max(1000),
          }),
        ),
        enableBehavior: z.enum(['all', 'any']),
      }),
    )
    .min(1),
  rule: z.object({
    kind: z.enum(['none', 'score', 'answer']),
    label: optionalTextForm,
    threshold: z.string().regex(/^(-?\d+(\.\d+)?)?$/),
    linkId: z.string(),
    value: z.string(),
    /** What the family reads after answers that meet the rule; empty: the organisation's default. */
    message: optionalTextForm,
    /** The staff told of its flags; none: the organisation's safeguarding contacts. */
    contacts: z.array(z.string()),
    teamEmail: z.string(),
  }),
});

/**
 * The form's rules beyond each field: a score rule needs its score (an empty one would read as 0
 * and flag every answer set), and every condition but "answered or not" needs the answer it compares.
 */
export const builderFormSchema = formShape.superRefine((form, ctx) => {
  if (form.rule.kind === 'score' && form.rule.threshold.trim() === '')
    ctx.addIssue({
      code: 'custom',
      path: ['rule', 'threshold'],
      message: 'questionnaires.rule.thresholdRequired',
    });
  if (form.rule.kind === 'answer' && form.rule.value.trim() === '')
    ctx.addIssue({
      code: 'custom',
      path: ['rule', 'value'],
      message: 'questionnaires.condition.answerRequired',
    });
  form.items.forEach((item, i) =>
    item.conditions.forEach((c, n) => {
      if (c.operator !== 'exists' && c.value.trim() === '')
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'conditions', n, 'value'],
          message: 'questionnaires.condition.answerRequired',
        });
    }),
  );
});
export type BuilderForm = z.infer<typeof formShape>;
type BuilderItem = BuilderForm['items'][number];

export const CHOICE_TYPES: readonly ItemType[] = ['choice', 'open-choice'];

export const emptyItem = (n: number, depth = 0): BuilderItem => ({
  linkId: `q${n}`,
  depth,
  type: 'boolean',
  text: { en: '', ar: '', es: '' },
  required: false,
  repeats: false,
  options: [],
  conditions: [],
  enableBehavior: 'all',
});

const noText = () => ({ en: '', ar: '', es: '' });

export const emptyForm = (): BuilderForm => ({
  title: noText(),
  description: noText(),
  items: [emptyItem(1)],
  rule: {
    kind: 'none',
    label: noText(),
    threshold: '',
    linkId: '',
    value: '',
    message: noText(),
    contacts: [],
    teamEmail: '',
  },
});

/**
 * A condition's or rule's typed value from what its picker holds ("true"/"false", an option's code,
 * a number, a date), read as the type of the question it names by the shared coercion: the same
 * reading the preview and the server apply, so "No" to a yes/no question is the boolean false.
 */
function valueFor(question: QuestionnaireItem | undefined, operator: Operator, raw: string): AnswerValue {
  return coerceAnswer(question, operator, { valueString: raw.trim() });
}

function rawOf(value: AnswerValue | undefined): string {
  if (!value) return '';
  if (value.valueCoding) return value.valueCoding.code;
  const first = Object.values(value).find((v) => v !== undefined);
  return first === undefined ? '' : String(first);
}

const localisedOut = (t: { en: string; ar: string; es: string }) => ({
  en: t.en.trim(),
  ...(t.ar.trim() ? { ar: t.ar.trim() } : {}),
  ...(t.es.trim() ? { es: t.es.trim() } : {}),
});
const localisedIn = (
  t: { en: string; ar?: string | undefined; es?: string | undefined } | null | undefined,
) => ({
  en: t?.en ?? '',
  ar: t?.ar ?? '',
  es: t?.es ?? '',
});

/** The API's definition from the form: the tree rebuilt from depths, empty parts left out. */
export function toDefinition(form: BuilderForm): QuestionnaireDefinition {
  const { rule } = form;
  const item = itemsOf(form.items);
  const byId = new Map(flatten(item).map((i) => [i.linkId, i]));
  return {
    title: localisedOut(form.title),
    description: form.description.en.trim() ? localisedOut(form.description) : null,
    item,
    dutyOfCare:
      rule.kind === 'none'
        ? null
        : {
            kind: rule.kind,
            ...(rule.label.en.trim() ? { label: localisedOut(rule.label) } : {}),
            ...(rule.message.en.trim() ? { message: localisedOut(rule.message) } : {}),
            ...(rule.contacts.length ? { contacts: rule.contacts } : {}),
            ...(rule.teamEmail.trim() ? { teamEmail: rule.teamEmail.trim() } : {}),
            ...(rule.kind === 'score'
              ? { threshold: Number(rule.threshold) }
              : { linkId: rule.linkId, answer: valueFor(byId.get(rule.linkId), '=', rule.value) }),
          },
  };
}

const flatten = (items: readonly QuestionnaireItem[]): QuestionnaireItem[] =>
  items.flatMap((i) => [i, ...flatten(i.item ?? [])]);

/** The item tree from the form's flat list (what the warnings and the save both read). */
export function itemsOf(formItems: BuilderForm['items']): QuestionnaireItem[] {
  const root: QuestionnaireItem[] = [];
  const built: [QuestionnaireItem, BuilderItem][] = [];
  // The open group at each depth: an item at depth d goes into the last group seen at depth d - 1.
  const groups: QuestionnaireItem[][] = [root];
  for (const it of formItems) {
    const item: QuestionnaireItem = { linkId: it.linkId.trim(), text: localisedOut(it.text), type: it.type };
    if (it.required) item.required = true;
    if (it.repeats) item.repeats = true;
    if (CHOICE_TYPES.includes(it.type))
      item.answerOption = it.options.map((o) => ({
        code: o.code.trim(),
        display: localisedOut(o.display),
        ...(o.weight === '' ? {} : { weight: Number(o.weight) }),
      }));
    built.push([item, it]);
    const depth = Math.min(it.depth, groups.length - 1);
    groups.length = depth + 1;
    (groups[depth] as QuestionnaireItem[]).push(item);
    if (it.type === 'group') {
      item.item = [];
      groups.push(item.item);
    }
  }
  // Conditions last: each is typed by its question, which may come later in the list.
  const byId = new Map(built.map(([item]) => [item.linkId, item]));
  for (const [item, it] of built)
    if (it.conditions.length) {
      item.enableWhen = it.conditions.map((c) => ({
        question: c.question,
        operator: c.operator,
        answer: valueFor(byId.get(c.question), c.operator, c.value),
      }));
      if (it.conditions.length > 1) item.enableBehavior = it.enableBehavior;
    }
  return root;
}

/** The form from a saved definition: the tree flattened in reading order, with depths. */
export function fromDefinition(saved: QuestionnaireDefinition): BuilderForm {
  // Conditions saved as words ("No", "false") open as the typed answers they mean.
  const definition = normaliseDefinition(saved);
  const items: BuilderItem[] = [];
  const walk = (list: readonly QuestionnaireItem[], depth: number) => {
    for (const item of list) {
      items.push({
        linkId: item.linkId,
        depth,
        type: item.type,
        text: localisedIn(item.text),
        required: item.required ?? false,
        repeats: item.repeats ?? false,
        options: (item.answerOption ?? []).map((o) => ({
          code: o.code,
          display: localisedIn(o.display),
          weight: o.weight === undefined ? '' : String(o.weight),
        })),
        conditions: (item.enableWhen ?? []).map((c) => ({
          question: c.question,
          operator: c.operator,
          value: rawOf(c.answer),
        })),
        enableBehavior: item.enableBehavior ?? 'all',
      });
      if (item.item) walk(item.item, depth + 1);
    }
  };
  walk(definition.item, 0);
  const rule = definition.dutyOfCare;
  return {
    title: localisedIn(definition.title),
    description: localisedIn(definition.description),
    items,
    rule: {
      kind: rule?.kind ?? 'none',
      label: localisedIn(rule?.label),
      threshold: rule?.threshold === undefined ? '' : String(rule.threshold),
      linkId: rule?.linkId ?? '',
      value: rawOf(rule?.answer),
      message: localisedIn(rule?.message),
      contacts: rule?.contacts ?? [],
      teamEmail: rule?.teamEmail ?? '',
    },
  };
}

/** How deep an item may go at this place: one level under a group just above, or beside the item above. */
export const maxDepthAt = (items: readonly BuilderItem[], index: number): number => {
  const above = items[index - 1];
  if (!above) return 0;
  return Math.min(4, above.type === 'group' ? above.depth + 1 : above.depth);
};
