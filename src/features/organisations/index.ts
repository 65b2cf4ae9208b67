export { OrganisationsPage } from './components/organisations-page.tsx';
export { OrganisationDialog } from './components/organisation-dialog.tsx';
export { organisationKeys, useOrganisationPage } from './api/organisations.ts';
export { OrganisationRequired } from './components/organisation-required.tsx';
