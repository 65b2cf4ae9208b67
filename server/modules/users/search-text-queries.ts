import { sql, type SQL } from 'drizzle-orm';

interface SearchedColumns {
  firstName: unknown;
  surname: unknown;
  email: unknown;
  fullName: unknown;
  patientNumber: unknown;
  appCode: unknown;
}

/**
 * What a people search looks in, as one text: the names, e-mail, full name, patient number and app
 * code, separated by spaces (so "Grace Ade" finds Grace Adeyemi). The users table keeps a trigram
 * index on exactly this expression (users_search_trgm_idx): a search written with it is an index
 * scan, where one `ilike` per column read every person of the organisation (70 ms at 50,000).
 * Change it here and the index is rebuilt by the next migration; a query spelled any other way
 * cannot use the index.
 */
export const userSearchText = (t: SearchedColumns): SQL =>
  sql`(${t.firstName} || ' ' || ${t.surname} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.fullName}, '') || ' ' || coalesce(${t.patientNumber}, '') || ' ' || coalesce(${t.appCode}, ''))`;

/** The same expression over the users table aliased as `alias` in hand-written SQL. */
export const userSearchTextOf = (alias: string): SQL =>
  userSearchText({
    firstName: sql.raw(`${alias}.first_name`),
    surname: sql.raw(`${alias}.surname`),
    email: sql.raw(`${alias}.email`),
    fullName: sql.raw(`${alias}.full_name`),
    patientNumber: sql.raw(`${alias}.patient_number`),
    appCode: sql.raw(`${alias}.app_code`),
  });
