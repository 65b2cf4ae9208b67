import { declareTable } from '../../db/personal-data.ts';
import {
  accountTokens,
  recoveryCodes,
  refreshTokens,
  secondFactorTickets,
  secondFactors,
  sessions,
  signInFailures,
  webauthnChallenges,
} from './schema.ts';

const unchecked = 'the checksum leaves it out: signing in and every request change it';

/** Sessions and credentials (docs/data-protection.md, docs/security.md). */
export const personalData = [
  declareTable(sessions, {
    class: 'family',
    owner: 'user_id',
    organisationRows: null,
    download: [{ as: 'sessions', column: 'user_id', who: 'guardian' }],
    erasure: { delete: { columns: ['user_id'] }, why: 'every session ends' },
    retention: {
      period: 'ended_session_days',
      from: 'least(t.revoked_at, t.expires_at)',
      join: 'user',
      organisation: 'u.organisation_id',
      action: 'delete',
      job: 'ended_sessions',
    },
    why: `when they signed in (dates only); ${unchecked}`,
  }),
  declareTable(refreshTokens, {
    class: 'family',
    owner: 'session_id → sessions',
    organisationRows: 'user_id in :people',
    erasure: { keep: 'deleted with their session (on delete cascade)' },
    why: 'a credential (its hash), never downloaded',
  }),
  declareTable(accountTokens, {
    class: 'family',
    owner: 'user_id',
    organisationRows: 'user_id in :people',
    erasure: { delete: { columns: ['user_id'] } },
    why: 'a credential (its hash), never downloaded',
  }),
  declareTable(signInFailures, {
    class: 'family',
    owner: 'email',
    organisationRows: null,
    erasure: { delete: { email: 'email' }, label: '' },
    why: `the sign-in throttle, by address; ${unchecked}`,
  }),
  declareTable(secondFactors, {
    class: 'family',
    owner: 'user_id (staff)',
    organisationRows: null,
    erasure: { keep: 'staff only: a family account has no second factor' },
    why: 'a staff member’s second factor, a credential',
  }),
  declareTable(recoveryCodes, {
    class: 'family',
    owner: 'user_id (staff)',
    organisationRows: null,
    erasure: { keep: 'staff only: a family account has no second factor' },
    why: 'a credential (hashes)',
  }),
  declareTable(secondFactorTickets, {
    class: 'system',
    owner: 'user_id (staff)',
    organisationRows: null,
    why: 'a minutes-long step of a staff sign-in',
  }),
  declareTable(webauthnChallenges, {
    class: 'system',
    owner: 'user_id (staff)',
    organisationRows: null,
    why: 'a minutes-long step of a staff sign-in',
  }),
];
