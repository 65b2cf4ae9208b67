import type { Organisation, User } from '../../../src/api/contracts/index.ts';
import type { OrganisationRow, UserRow } from './repository.ts';

export const toUser = (row: UserRow, child: User['child'] = null): User => ({
  id: row.id,
  type: row.type as User['type'],
  status: row.status as User['status'],
  email: row.email,
  first_name: row.firstName,
  surname: row.surname,
  organisation_id: row.organisationId,
  language: (row.language as User['language']) ?? null,
  child,
});

export const toOrganisation = (row: OrganisationRow): Organisation => ({
  id: row.id,
  name: row.name,
  url_code: row.urlCode,
  language: row.language as Organisation['language'],
  area_seats: row.areaSeats,
  enable_custom_asset: row.enableCustomAsset,
  logo_url: row.logoUrl,
  white_logo_url: row.whiteLogoUrl,
  brand_color: row.brandColor,
  features: row.features,
  family_link_approval: row.familyLinkApproval,
  assent_age: row.assentAge,
  control_age: row.controlAge,
  family_languages: row.familyLanguages,
  require_admin_second_factor: row.requireAdminSecondFactor,
  require_captions: row.requireCaptions,
  unread_email_hours: row.unreadEmailHours,
});
