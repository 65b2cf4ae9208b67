import { z } from 'zod';
import { AccountStatus, UserType } from './roles.ts';

/** The wire schemas of the user types and account statuses of ./roles.ts. */
export const userTypeSchema = z.union([
  z.literal(UserType.SuperAdmin),
  z.literal(UserType.Admin),
  z.literal(UserType.Guardian),
  z.literal(UserType.Patient),
  z.literal(UserType.Staff),
]);
export const accountStatusSchema = z.union([
  z.literal(AccountStatus.RequestApproval),
  z.literal(AccountStatus.Pending),
  z.literal(AccountStatus.PendingAccountActivation),
  z.literal(AccountStatus.Active),
  z.literal(AccountStatus.PendingAppActivation),
]);
