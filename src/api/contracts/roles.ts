/*
 * No zod here (the wire schemas are in ./role-schemas.ts): the portal reads a user's role before its
 * first paint, and these constants must not bring zod with them.
 */

/** User types of docs/product.md § Users and roles. The numbers are the wire format. */
export const UserType = {
  SuperAdmin: 0,
  Admin: 1,
  Guardian: 2,
  Patient: 3,
  Staff: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Account status codes of docs/product.md § Account statuses. */
export const AccountStatus = {
  RequestApproval: 1,
  Pending: 2,
  PendingAccountActivation: 3,
  Active: 4,
  PendingAppActivation: 7,
} as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
