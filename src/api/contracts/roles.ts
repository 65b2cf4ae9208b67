import { z } from 'zod';

/** User types of docs/product.md § Users and roles. The numbers are the wire format. */
export const UserType = {
  SuperAdmin: 0,
  Admin: 1,
  Guardian: 2,
  Patient: 3,
  Staff: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const userTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Account status codes of docs/product.md § Account statuses. */
export const AccountStatus = {
  RequestApproval: 1,
  Pending: 2,
  PendingAccountActivation: 3,
  Active: 4,
  PendingAppActivation: 7,
} as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const accountStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(7),
]);
