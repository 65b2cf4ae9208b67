import type { Attempt, InfantilIds } from './cross-organisation-attempts.ts';

/**
 * cms: hospital information names no organisation in its paths (page numbers are each
 * organisation's own), so the attempts select Hospital Infantil by header, `oid` or body field.
 */
export function cmsAttempts({ infantil }: InfantilIds): Attempt[] {
  const select = { 'x-organisation-id': infantil };
  const page = { content: { en: { title: 'Hacked', html: '<p>x</p>' } } };
  return [
    {
      name: 'read its published pages',
      method: 'GET',
      url: '/api/organisation-cms/published',
      headers: select,
      status: 403,
    },
    {
      name: 'read its drafts',
      method: 'GET',
      url: '/api/organisation-cms/latest',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'preview its drafts',
      method: 'GET',
      url: '/api/organisation-cms/preview',
      headers: select,
      status: 403,
    },
    {
      name: 'read its CMS settings',
      method: 'GET',
      url: '/api/organisation-cms/settings',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'create a page in it',
      method: 'POST',
      url: '/api/organisation-cms/pages',
      payload: { ...page, organisation_id: infantil },
      status: 403,
    },
    {
      name: 'save a draft in it',
      method: 'POST',
      url: '/api/organisation-cms/save-draft',
      headers: select,
      payload: { ...page, pageNumber: 1 },
      status: 403,
    },
    {
      name: 'publish its page',
      method: 'POST',
      url: '/api/organisation-cms/publish',
      query: { oid: infantil },
      payload: { pageNumber: 1 },
      status: 403,
    },
    {
      name: 'unpublish its page',
      method: 'POST',
      url: '/api/organisation-cms/unpublish',
      headers: select,
      payload: { pageNumber: 1 },
      status: 403,
    },
    {
      name: 'delete its page',
      method: 'DELETE',
      url: '/api/organisation-cms/pages/1',
      headers: select,
      status: 403,
    },
    {
      name: 'reorder its pages',
      method: 'PUT',
      url: '/api/organisation-cms/order',
      headers: select,
      payload: { pageNumbers: [1] },
      status: 403,
    },
    {
      name: 'read its page history',
      method: 'GET',
      url: '/api/organisation-cms/pages/1/versions',
      query: { oid: infantil },
      status: 403,
    },
  ];
}
