import type {
  Profile,
  UpdateChildRequest,
  UpdateProfileRequest,
  User,
} from '../../../src/api/contracts/index.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, invalidToken } from '../../http/errors.ts';
import { inTransaction, isUniqueViolation, type AuthRepository } from '../auth/repository.ts';
import { toOrganisation, toUser } from '../auth/mappers.ts';
import { newAppCode } from './app-code.ts';

/** Attempts at a fresh app code before giving up; a clash is one in ~244 million per existing child. */
const APP_CODE_ATTEMPTS = 5;

/** The signed-in user's own profile and child. Every call acts on the caller's row only. */
export function createUsersService(deps: { db: Db; repo: AuthRepository; audit: AuditLog }) {
  const { db, repo, audit } = deps;

  async function self(userId: string) {
    const user = await repo.findUserById(userId);
    if (!user) throw invalidToken();
    return user;
  }

  return {
    async profile(userId: string): Promise<Profile> {
      const user = await self(userId);
      const organisation = user.organisationId ? await repo.findOrganisation(user.organisationId) : undefined;
      return { user: toUser(user), organisation: organisation ? toOrganisation(organisation) : null };
    },

    async updateProfile(userId: string, body: UpdateProfileRequest): Promise<User> {
      const user = await self(userId);
      const patch = {
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.surname !== undefined && { surname: body.surname }),
        ...(body.language !== undefined && { language: body.language }),
      };
      const updated = await inTransaction(db, async (tx, executor) => {
        const row = await tx.updateUser(user.id, patch);
        await audit.recordOwn(user, 'user.profile.update', { fields: Object.keys(body) }, executor);
        return row;
      });
      return toUser(updated);
    },

    async updateChild(userId: string, body: UpdateChildRequest): Promise<User> {
      const user = await self(userId);
      if (user.type !== UserType.Guardian) throw forbidden('Only guardians have a child account');
      for (let attempt = 1; ; attempt += 1) {
        const appCode = user.childAppCode ?? newAppCode();
        try {
          const updated = await inTransaction(db, async (tx, executor) => {
            const row = await tx.updateUser(user.id, {
              childFirstName: body.first_name,
              childAppCode: appCode,
            });
            await audit.recordOwn(
              user,
              'user.child.update',
              { created: user.childAppCode === null },
              executor,
            );
            return row;
          });
          return toUser(updated);
        } catch (error) {
          if (!isUniqueViolation(error) || user.childAppCode !== null || attempt >= APP_CODE_ATTEMPTS)
            throw error;
        }
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
