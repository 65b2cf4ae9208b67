import type {
  Profile,
  UpdateChildRequest,
  UpdateProfileRequest,
  User,
} from '../../../src/api/contracts/index.ts';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, invalidToken, validationError } from '../../http/errors.ts';
import { inTransaction, isUniqueViolation, type AuthRepository } from '../auth/repository.ts';
import { toOrganisation, toUser } from '../auth/mappers.ts';
import type { FamiliesRepository } from '../families/repository.ts';
import { newAppCode } from './app-code.ts';

/** Attempts at a fresh app code before giving up; a clash is one in ~244 million per existing child. */
const APP_CODE_ATTEMPTS = 5;

/** The signed-in user's own profile and child. Every call acts on the caller's row only. */
export function createUsersService(deps: {
  db: Db;
  repo: AuthRepository;
  families: FamiliesRepository;
  audit: AuditLog;
}) {
  const { db, repo, families, audit } = deps;

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

    /**
     * Names the guardian's child: the first call makes the child's patient record (with a fresh app
     * code, awaiting the app's first sign-in) linked to the guardian; later calls rename it.
     */
    async updateChild(userId: string, body: UpdateChildRequest): Promise<User> {
      const user = await self(userId);
      if (user.type !== UserType.Guardian || !user.organisationId)
        throw forbidden('Only guardians have a child account');
      const organisationId = user.organisationId;
      const [current] = await families.activeChildrenOf(user.id);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await inTransaction(db, async (tx, executor) => {
            if (current) {
              await tx.updateUser(current.patientId, { firstName: body.first_name });
            } else {
              const patient = await tx.insertUser({
                type: UserType.Patient,
                status: AccountStatus.PendingAppActivation,
                firstName: body.first_name,
                organisationId,
                appCode: newAppCode(),
              });
              await families.insertLink(
                {
                  organisationId,
                  guardianId: user.id,
                  patientId: patient.id,
                  status: 'active',
                  source: 'family',
                  createdBy: user.id,
                  approvedBy: user.id,
                  approvedAt: new Date(),
                },
                executor,
              );
            }
            await audit.recordOwn(user, 'user.child.update', { created: !current }, executor);
          });
          return toUser(user, await repo.findChildOf(user));
        } catch (error) {
          if (!isUniqueViolation(error) || current || attempt >= APP_CODE_ATTEMPTS) throw error;
        }
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
