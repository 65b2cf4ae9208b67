import { AccountStatus } from '../../../src/api/contracts/index.ts';
import { declareTable } from '../../db/personal-data.ts';
import { userStatusChanges, users } from './schema.ts';

/** The people themselves (docs/data-protection.md). */
export const personalData = [
  declareTable(users, {
    class: 'family',
    owner: 'the person; organisation_id',
    organisationRows: 'organisation_id = :org',
    download: [{ as: 'users', column: 'id', who: 'family' }],
    erasure: {
      anonymise: { columns: ['id'] },
      set: {
        email: 'null',
        password_hash: 'null',
        first_name: "''",
        surname: "''",
        full_name: 'null',
        language: 'null',
        app_code: 'null',
        date_of_birth: 'null',
        newsletter_subscribed_at: 'null',
        last_active_at: 'null',
        status: String(AccountStatus.Pending),
        erased_at: 'now()',
      },
      label: 'users (erased)',
      why: 'a nameless placeholder nobody can sign in as; the kept records point at it, and patient_number stays (the hospital’s own number)',
    },
    why: 'their identity (the download leaves out the password hash)',
  }),
  declareTable(userStatusChanges, {
    class: 'family',
    owner: 'user_id',
    organisationRows: 'user_id in :people',
    download: [{ as: 'user_status_changes', column: 'user_id', who: 'family' }],
    erasure: { keep: 'the account’s history, naming no one but by id' },
    why: 'about them',
  }),
];
