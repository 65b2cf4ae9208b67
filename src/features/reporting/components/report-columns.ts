import type { ReportColumn, ReportField, ReportSubject } from '../../../api/contracts/reporting.ts';

const fields = (...names: ReportField[]): ReportColumn[] => names.map((field) => ({ kind: 'field', field }));

/**
 * What a new report shows before the admin changes anything: for patients a name that is never blank
 * (the spec §3 display name) with the app code, number and last activity; for guardians who they
 * are, how to reach them and where their subscription stands.
 */
export const defaultColumns = (subject: ReportSubject): ReportColumn[] =>
  subject === 'patients'
    ? fields('display_name', 'app_code', 'patient_number', 'last_active')
    : fields('first_name', 'surname', 'email', 'subscription_status', 'activated_at');
