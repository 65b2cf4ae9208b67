/** The fields a person record may carry (patients, guardians, app users). */
export interface PersonLike {
  id: string | number;
  full_name?: string | null;
  first_name?: string | null;
  surname?: string | null;
  patient_number?: string | number | null;
  app_code?: string | null;
}

export type PersonNameKind = 'fullName' | 'firstAndSurname' | 'patientNumber' | 'appCode' | 'id';

export interface PersonDisplayName {
  kind: PersonNameKind;
  text: string;
}

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== '';

const ID_PREFIX = 13;

/**
 * The spec's display-name order (§3): full name → first name + surname → 'Patient #' + number → the app code
 * as two upper-case halves ('abcdef' → 'ABC-DEF') → the first 13 characters of the id and an ellipsis.
 */
/** An app code as two upper-case halves joined by a dash ('abcdef' → 'ABC-DEF'). */
export function formatAppCode(appCode: string): string {
  const code = appCode.trim().toUpperCase();
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

export function personDisplayName(person: PersonLike, patientPrefix = 'Patient #'): PersonDisplayName {
  if (present(person.full_name)) return { kind: 'fullName', text: person.full_name.trim() };
  const parts = [person.first_name, person.surname].filter(present).map((p) => String(p).trim());
  if (parts.length > 0) return { kind: 'firstAndSurname', text: parts.join(' ') };
  if (present(person.patient_number))
    return { kind: 'patientNumber', text: `${patientPrefix}${person.patient_number}` };
  if (present(person.app_code)) return { kind: 'appCode', text: formatAppCode(person.app_code) };
  const id = String(person.id);
  return { kind: 'id', text: id.length > ID_PREFIX ? `${id.slice(0, ID_PREFIX)}…` : id };
}
