import type * as R5 from 'fhir/r5';
import type { AnswerItem, QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import { toFhirResponse } from '../questionnaires/index.ts';
import type { FamilyData, versionsOf } from './family-data-queries.ts';

type Row = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The identifiers' systems: the hospital's patient number and Lantern's own ids. */
export const PATIENT_NUMBER_SYSTEM = 'urn:lantern:patient-number';
const LOINC = 'http://loinc.org';
const RELATIONSHIP = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';
/** Our link's relationship as HL7's role codes: a parent, a carer (guardian) or another family member. */
const ROLE_OF: Record<string, { code: string; display: string }> = {
  parent: { code: 'PRN', display: 'parent' },
  carer: { code: 'GUARD', display: 'guardian' },
};
const FAMILY_MEMBER = { code: 'FAMMEMB', display: 'family member' };

const humanName = (row: Row): R5.HumanName[] => {
  const given = str(row.first_name);
  const family = str(row.surname);
  const text = str(row.full_name) ?? ([given, family].filter(Boolean).join(' ') || undefined);
  if (!text) return [];
  return [{ use: 'official', text, ...(family && { family }), ...(given && { given: [given] }) }];
};

/**
 * The family's data as a FHIR R5 `collection` Bundle: a Patient per child, a RelatedPerson per link
 * of the guardian to a child, a QuestionnaireResponse per answered set (the questionnaire module's
 * mapping; a guardian's answers about a child are about that Patient, written by its RelatedPerson)
 * and a Consent per accepted version of the terms. Every reference is to an entry of the Bundle.
 */
export function familyBundle(
  data: FamilyData,
  guardianId: string,
  versions: Awaited<ReturnType<typeof versionsOf>>,
  base: string,
): R5.Bundle & { type: 'collection' } {
  const people = new Map((data.users ?? []).map((u) => [u.id as string, u]));
  const patients: R5.Patient[] = (data.users ?? [])
    .filter((u) => u.type === UserType.Patient)
    .map((u) => ({
      resourceType: 'Patient',
      id: u.id as string,
      ...(str(u.patient_number) && {
        identifier: [{ system: PATIENT_NUMBER_SYSTEM, value: str(u.patient_number) }],
      }),
      active: !u.erased_at,
      name: humanName(u),
      ...(str(u.date_of_birth) && { birthDate: str(u.date_of_birth) }),
    }));
  const childIds = new Set(patients.map((p) => p.id));
  const guardian = people.get(guardianId) ?? {};
  const relatedBy = new Map<string, string>();
  const related: R5.RelatedPerson[] = (data.guardian_links ?? [])
    .filter((l) => childIds.has(l.patient_id as string))
    .map((l) => {
      const role = ROLE_OF[l.relationship as string] ?? FAMILY_MEMBER;
      relatedBy.set(l.patient_id as string, l.id as string);
      return {
        resourceType: 'RelatedPerson',
        id: l.id as string,
        active: l.status === 'active',
        patient: { reference: `Patient/${l.patient_id as string}` },
        relationship: [{ coding: [{ system: RELATIONSHIP, ...role }] }],
        name: humanName(guardian),
        ...(str(guardian.email) && { telecom: [{ system: 'email', value: str(guardian.email) }] }),
      };
    });
  const anyRelated = related[0]?.id;
  const responses: R5.QuestionnaireResponse[] = (data.questionnaire_responses ?? [])
    .filter((r) => r.status === 'completed')
    .flatMap((r) => {
      const v = versions.get(r.version_id as string);
      if (!v) return [];
      const byPatient = childIds.has(r.user_id as string);
      const about = str(r.subject_patient_id);
      const fhir = toFhirResponse({
        id: r.id as string,
        questionnaireId: v.questionnaireId,
        version: v.version,
        definition: v.definition as QuestionnaireDefinition,
        author: { id: r.user_id as string, type: byPatient ? UserType.Patient : UserType.Guardian },
        answers: r.answers as AnswerItem[],
        answeredAt: typeof r.answered_at === 'string' ? new Date(r.answered_at) : null,
      });
      if (byPatient) return [fhir];
      // A guardian's answers: about the child they were asked about, written as that child's RelatedPerson.
      const author = (about && relatedBy.get(about)) ?? anyRelated;
      const { subject: _ours, ...rest } = fhir;
      return [
        {
          ...rest,
          ...(about && childIds.has(about) && { subject: { reference: `Patient/${about}` } }),
          ...(author && { author: { reference: `RelatedPerson/${author}` } }),
          ...(!about && author && { subject: { reference: `RelatedPerson/${author}` } }),
        },
      ];
    });
  const consents: R5.Consent[] = (data.terms_accepted ?? []).map((s) => ({
    resourceType: 'Consent',
    id: s.id as string,
    status: 'active',
    category: [{ coding: [{ system: LOINC, code: '59284-0', display: 'Consent Document' }] }],
    date: (s.signed_at as string).slice(0, 10),
    ...(anyRelated && { grantor: [{ reference: `RelatedPerson/${anyRelated}` }] }),
    decision: 'permit',
    regulatoryBasis: [{ text: `Terms of use ${s.terms_version_id as string} (${s.language as string})` }],
    sourceAttachment: [
      { title: 'Terms of use', hash: Buffer.from(s.text_sha256 as string, 'hex').toString('base64') },
    ],
  }));
  const resources: R5.FhirResource[] = [...patients, ...related, ...responses, ...consents];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: resources.map((resource) => ({
      fullUrl: `${base.replace(/\/$/, '')}/fhir/${resource.resourceType}/${resource.id as string}`,
      resource,
    })),
  };
}
