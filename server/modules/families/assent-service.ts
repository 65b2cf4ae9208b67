import type { AppGuardians } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import type { Notify } from '../notifications/index.ts';
import type { AssentRepository } from './assent-repository.ts';
import { tellGuardian } from './guardian-told.ts';

/**
 * The young person's say in the patients' app: who can see what of them, and from the
 * organisation's assent age their answer about each guardian. A decline limits that link until an
 * admin reviews it (from the control age, until an admin records a safeguarding reason). Every
 * answer is audited, and the guardian told.
 */
export function createAssentService(deps: {
  assents: AssentRepository;
  transaction: <T>(work: (tx: Parameters<AssentRepository['answer']>[4]) => Promise<T>) => Promise<T>;
  audit: Pick<AuditLog, 'record'>;
  now: () => number;
  notify?: Notify;
}) {
  const { assents, audit } = deps;

  async function stageOf(patient: AppPatientScope) {
    const stage = await assents.patientStage(patient.userId);
    if (!stage) throw notFound('Patient');
    const asked = stage.age !== null && stage.age >= stage.assentAge;
    return { asked, inControl: asked && stage.age !== null && stage.age >= stage.controlAge, stage };
  }

  async function list(patient: AppPatientScope): Promise<AppGuardians> {
    const { asked, inControl } = await stageOf(patient);
    const rows = await assents.guardiansOf(patient.userId);
    return {
      asked,
      in_control: inControl,
      guardians: rows.map((r) => ({
        link_id: r.linkId,
        first_name: r.firstName,
        surname: r.surname,
        relationship: r.relationship,
        access: r.access,
        answer: r.answer ?? null,
      })),
    };
  }

  async function answer(
    patient: AppPatientScope,
    linkId: string,
    given: 'agreed' | 'declined',
    reason: string | null,
  ): Promise<AppGuardians> {
    const link = await assents.activeLinkOfPatient(patient.userId, linkId);
    if (!link) throw notFound('Guardian');
    const { asked, stage } = await stageOf(patient);
    if (!asked)
      throw conflict(
        `You will be asked about the people who can see your information from age ${stage.assentAge}`,
      );
    await deps.transaction(async (tx) => {
      await assents.answer(linkId, given, reason, new Date(deps.now()), tx);
      await audit.record(
        {
          actorId: patient.userId,
          organisationId: patient.organisationId,
          action: given === 'agreed' ? 'family.assent.agree' : 'family.assent.decline',
          subject: linkId,
          detail: reason ? { reason } : {},
        },
        tx,
      );
      await tellGuardian(deps.notify, assents, tx, {
        organisationId: patient.organisationId,
        linkId,
        change: given,
      });
    });
    return list(patient);
  }

  return {
    list,
    agree: (patient: AppPatientScope, linkId: string) => answer(patient, linkId, 'agreed', null),
    decline: (patient: AppPatientScope, linkId: string, reason?: string) =>
      answer(patient, linkId, 'declined', reason ? reason : null),
  };
}
export type AssentService = ReturnType<typeof createAssentService>;
