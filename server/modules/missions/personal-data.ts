import { declareTable } from '../../db/personal-data.ts';
import { missionAreas, missionBadges, missionProgress, missions } from './schema.ts';

const played = {
  class: 'family',
  owner: 'user_id (a child)',
  organisationRows: 'organisation_id = :org',
  erasure: { delete: { columns: ['user_id'] }, why: 'not part of any clinical record' },
  why: 'the app’s record of them',
} as const;

/** Missions and the children's progress (docs/data-protection.md). */
export const personalData = [
  declareTable(missions, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'the hospital’s content',
  }),
  declareTable(missionAreas, {
    class: 'organisation',
    owner: 'area_id → organisation_areas',
    organisationRows: 'area_id in :areas',
    why: 'where a mission is offered',
  }),
  declareTable(missionProgress, {
    ...played,
    download: [{ as: 'mission_progress', column: 'user_id', who: 'children' }],
  }),
  declareTable(missionBadges, {
    ...played,
    download: [{ as: 'mission_badges', column: 'user_id', who: 'children' }],
  }),
];
