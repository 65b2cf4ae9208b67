import type {
  Profile,
  MyChild,
  UpdateChildRequest,
  UpdateProfileRequest,
  User,
} from '../../../src/api/contracts/index.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { invalidToken, validationError } from '../../http/errors.ts';
import { inTransaction, type AuthRepository } from '../auth/index.ts';
import { toOrganisation, toUser } from '../auth/index.ts';
import type { FamilyService } from '../families/index.ts';

/** The signed-in user's own profile and children. Every call acts on the caller's row only. */
export function createUsersService(deps: {
  db: Db;
  repo: AuthRepository;
  family: FamilyService;
  audit: AuditLog;
}) {
  const { db, repo, family, audit } = deps;

  async function self(userId: string) {
    const user = await repo.findUserById(userId);
    if (!user) throw invalidToken();
    return user;
  }

  return {
    async profile(userId: string): Promise<Profile> {
      const user = await self(userId);
      const organisation = user.organisationId ? await repo.findOrganisation(user.organisationId) : undefined;
      return {
        user: toUser(user, await repo.findChildOf(user)),
        organisation: organisation ? toOrganisation(organisation) : null,
      };
    },

    async updateProfile(userId: string, body: UpdateProfileRequest): Promise<User> {
      const user = await self(userId);
      if (body.language && user.type === UserType.Guardian && user.organisationId) {
        const organisation = await repo.findOrganisation(user.organisationId);
        if (organisation && !organisation.familyLanguages.includes(body.language))
          throw validationError('language', 'Your hospital does not offer this language to families');
      }
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
      return toUser(updated, await repo.findChildOf(updated));
    },

    /** The family adds a child by its app code and a second factor (families' family service). */
    async updateChild(userId: string, body: UpdateChildRequest): Promise<MyChild> {
      return family.addChild(await self(userId), body);
    },

    async children(userId: string): Promise<{ data: MyChild[] }> {
      return family.children(await self(userId));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
