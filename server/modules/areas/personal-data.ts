import { declareTable } from '../../db/personal-data.ts';
import { organisationAreaContentItems, organisationAreas, userOrganisationAreas } from './schema.ts';

/** Areas and who is in them (docs/data-protection.md). */
export const personalData = [
  declareTable(organisationAreas, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'the hospital’s wards and clinics',
  }),
  declareTable(organisationAreaContentItems, {
    class: 'organisation',
    owner: 'area_id → organisation_areas',
    organisationRows: 'area_id in :areas',
    why: 'what an area offers',
  }),
  declareTable(userOrganisationAreas, {
    class: 'family',
    owner: 'user_id',
    organisationRows: 'user_id in :people or area_id in :areas',
    download: [{ as: 'user_areas', column: 'user_id', who: 'family' }],
    erasure: { delete: { columns: ['user_id'] } },
    why: 'about them',
  }),
];
