import type { Organisation, Session, User } from '../../src/api/contracts/index.ts';

const stMarys: Organisation = {
  id: '5f0c8a55-1f57-4d1a-9a43-7d1c2f7e9a01',
  name: "St Mary's Children's Hospital (demo)",
  url_code: 'stmarys',
  language: 'en',
  area_seats: 100,
  enable_custom_asset: false,
  logo_url: null,
  white_logo_url: null,
  brand_color: null,
  features: ['VideoContent', 'Questionnaires', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'],
  family_link_approval: 'admin',
  assent_age: 12,
  control_age: 16,
  family_languages: ['en', 'ar', 'es'],
  require_admin_second_factor: true,
  require_captions: false,
  unread_email_hours: null,
};

const admin: User = {
  id: '8d6f2c1e-3b7a-4c55-9e0d-2a1b3c4d5e6f',
  type: 1,
  status: 4,
  email: 'admin@stmarys.test',
  first_name: 'Amira',
  surname: 'Hassan',
  organisation_id: stMarys.id,
  language: null,
  child: null,
};

const guardian: User = {
  id: '2b1c9d7e-6f5a-4e3d-8c2b-1a0f9e8d7c6b',
  type: 2,
  status: 4,
  email: 'guardian@stmarys.test',
  first_name: 'Grace',
  surname: 'Okafor',
  organisation_id: stMarys.id,
  language: 'ar',
  child: { first_name: 'Tobi', app_code: 'K7P3QX' },
};

/** St Mary's safeguarding lead: a staff account, who works the duty-of-care queue. */
const staff: User = {
  id: '6a2e4c8b-1d3f-4b5a-9c7e-0f1e2d3c4b5a',
  type: 4,
  status: 4,
  email: 'staff@stmarys.test',
  first_name: 'Ruth',
  surname: 'Mensah',
  organisation_id: stMarys.id,
  language: null,
  child: null,
};

/** A sign-in answer as the portal gets it: the refresh token stays in the server's HttpOnly cookie. */
const adminSession: Session = {
  access_token: 'story-access-token',
  exp: Date.UTC(2030, 0, 1),
  user: admin,
  organisation: stMarys,
};

/** Contract-typed data the stories and component tests share. */
export const fixtures = { stMarys, admin, guardian, staff, adminSession };

/** The in-memory session the stories start with (parameters.session). */
export const storedSession = (user: User = admin) => ({
  token: adminSession.access_token,
  user,
  organisation: stMarys,
});
