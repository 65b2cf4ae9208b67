import { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** The columns a list shows (no password hash), as the page's JSON names them. */
export const LISTED = {
  id: users.id,
  type: users.type,
  status: users.status,
  email: users.email,
  first_name: users.firstName,
  surname: users.surname,
  organisation_id: users.organisationId,
  language: users.language,
  patient_number: users.patientNumber,
  full_name: users.fullName,
  activated_at: users.activatedAt,
  last_active_at: users.lastActiveAt,
  app_code: users.appCode,
  created_at: users.createdAt,
};
export type ListedJson = { [K in keyof typeof LISTED]: K extends `${string}_at` ? string | null : unknown };
export type ListedUser = Pick<
  UserRow,
  | 'id'
  | 'type'
  | 'status'
  | 'email'
  | 'firstName'
  | 'surname'
  | 'organisationId'
  | 'language'
  | 'patientNumber'
  | 'fullName'
  | 'activatedAt'
  | 'lastActiveAt'
  | 'appCode'
  | 'createdAt'
>;
const date = (value: string | null) => (value === null ? null : new Date(value));
export const fromJson = (j: ListedJson): ListedUser => ({
  id: j.id as string,
  type: j.type as number,
  status: j.status as number,
  email: j.email as string | null,
  firstName: j.first_name as string,
  surname: j.surname as string,
  organisationId: j.organisation_id as string | null,
  language: j.language as string | null,
  patientNumber: j.patient_number as string | null,
  fullName: j.full_name as string | null,
  activatedAt: date(j.activated_at),
  lastActiveAt: date(j.last_active_at),
  appCode: j.app_code as string | null,
  createdAt: date(j.created_at) as Date,
});
