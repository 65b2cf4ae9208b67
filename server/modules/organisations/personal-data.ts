import { declareTable } from '../../db/personal-data.ts';
import {
  contentItems,
  organisationAssets,
  organisationContentItems,
  organisations,
  subscriptionPacks,
} from './schema.ts';

/** The organisations' own records (docs/data-protection.md). */
export const personalData = [
  declareTable(organisations, {
    class: 'organisation',
    owner: 'the organisation itself',
    organisationRows: 'id = :org',
    why: 'the hospital, its settings and branding',
  }),
  declareTable(contentItems, {
    class: 'none',
    owner: 'nobody: the product-wide catalogue',
    organisationRows: null,
    why: 'the content every organisation may offer; names nobody, shared by all',
  }),
  declareTable(organisationContentItems, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'which content the organisation offers',
  }),
  declareTable(subscriptionPacks, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'the seats the organisation bought',
  }),
  declareTable(organisationAssets, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'its logos',
  }),
];
