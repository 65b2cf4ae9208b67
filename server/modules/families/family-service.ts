import {
  APP_CODE_ALPHABET,
  UserType,
  type MyChild,
  type UpdateChildRequest,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/index.ts';
import type { FamiliesRepository } from './repository.ts';

/**
 * Wrong tries at one child's app code a guardian gets before that code is locked for them. The
 * count lives in the sign-in throttle's table (sign_in_failures), keyed by guardian and code in
 * place of an e-mail address and with the guardian as the "client": no table of its own, and
 * every server on the database sees the same count.
 */
export const FAMILY_CODE_THROTTLE = {
  maxFailures: 3,
  accountMaxFailures: 3,
  windowMs: 60 * 60_000,
  lockedWhat: "tries at this child's app code",
};

const APP_CODE = new RegExp(`^[${APP_CODE_ALPHABET}]{6}$`);
const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The one answer to a wrong code and to a wrong second factor: nothing tells which was wrong. */
const noMatch = () =>
  validationError(
    'app_code',
    'No child matches this app code with this date of birth or patient number',
    'Check the app code and the date of birth or patient number',
  );

type Guardian = { id: string; type: number; organisationId: string | null };
type LiveLink = Awaited<ReturnType<FamiliesRepository['liveLinksOf']>>[number];

const toMyChild = ({ link, child }: LiveLink): MyChild => ({
  link_id: link.id,
  status: link.status === 'active' ? 'active' : 'pending',
  relationship: link.relationship,
  created_at: link.createdAt.toISOString(),
  // A pending link names no child: the family sees who it is once the hospital agrees.
  child:
    link.status === 'active'
      ? {
          id: child.id,
          first_name: child.firstName,
          surname: child.surname,
          full_name: child.fullName,
          patient_number: child.patientNumber,
          app_code: child.appCode,
        }
      : null,
});

/** The family's side: a guardian adds a child with its app code and a second factor, and lists their children. */
export function createFamilyService(deps: {
  repo: FamiliesRepository;
  audit: Pick<AuditLog, 'recordOwn'>;
  throttle: SignInThrottle;
}) {
  const { repo, audit, throttle } = deps;

  const guardianOnly = (user: Guardian) => {
    if (user.type !== UserType.Guardian || !user.organisationId)
      throw forbidden('Only guardians add their children');
    return user.organisationId;
  };

  return {
    async children(user: Guardian): Promise<{ data: MyChild[] }> {
      guardianOnly(user);
      return { data: (await repo.liveLinksOf(user.id)).map(toMyChild) };
    },

    /**
     * Adds the child whose app code and date of birth (or patient number) the guardian knows:
     * active at once or pending an admin's approval, as the organisation chose. Three wrong tries
     * at one code lock it for this guardian (429 saying when to try again).
     */
    async addChild(user: Guardian, body: UpdateChildRequest): Promise<MyChild> {
      const organisationId = guardianOnly(user);
      if ((body.date_of_birth === undefined) === (body.patient_number === undefined))
        throw validationError(
          'date_of_birth',
          "Give the child's date of birth or patient number (one of the two)",
        );
      if (!APP_CODE.test(body.app_code))
        throw validationError('app_code', 'An app code is six letters and digits, as the hospital gave it');
      const key = `family-code ${user.id} ${body.app_code}`;
      await throttle.check(key, user.id);
      const patient = await repo.patientByCode(organisationId, body.app_code);
      const matches =
        patient !== undefined &&
        (body.date_of_birth !== undefined
          ? patient.dateOfBirth === body.date_of_birth
          : patient.patientNumber !== null &&
            compact(patient.patientNumber) === compact(body.patient_number ?? ''));
      if (!patient || !matches) {
        await throttle.fail(key, user.id);
        await audit.recordOwn({ id: user.id, organisationId }, 'family.link.failed', {
          app_code: body.app_code,
        });
        throw noMatch();
      }
      await throttle.clear(key, user.id);
      if (!(await repo.liveLink(user.id, patient.id))) {
        const organisation = await repo.organisation(organisationId);
        const automatic = organisation?.familyLinkApproval === 'automatic';
        try {
          await repo.transaction(async (tx) => {
            const link = await repo.insertLink(
              {
                organisationId,
                guardianId: user.id,
                patientId: patient.id,
                relationship: body.relationship,
                status: automatic ? 'active' : 'pending',
                source: 'family',
                createdBy: user.id,
                ...(automatic && { approvedAt: new Date() }),
              },
              tx,
            );
            // A child the hospital knows by app code alone takes the name the family gives.
            if (body.first_name && !patient.firstName && !patient.fullName)
              await repo.setPatientName(patient.id, body.first_name, tx);
            await audit.recordOwn(
              { id: user.id, organisationId },
              'family.link.request',
              { link: link.id, patient: patient.id, status: link.status },
              tx,
            );
          });
        } catch (error) {
          // The same request twice at once: the live-link index kept one, which is answered below.
          if (!isUniqueViolation(error)) throw error;
        }
      }
      const live = (await repo.liveLinksOf(user.id)).find((l) => l.child.id === patient.id);
      if (!live) throw noMatch();
      return toMyChild(live);
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
