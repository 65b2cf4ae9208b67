import { createHash } from 'node:crypto';
import {
  CAPTION_LANGUAGE_NAMES,
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  type CaptionTrack,
} from '../../../src/api/contracts/captions.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { allows } from '../../http/permissions.ts';
import type { UrlSigner } from '../../http/signed-url.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { checkCaptions } from './captions-check.ts';
import type { CaptionSummary, CaptionsRepository } from './captions-repository.ts';
import type { VideoRow } from './repository.ts';
import type { VideosService } from './service.ts';

export const captionTrackPath = (videoId: string, language: string) =>
  `/api/videos/${videoId}/captions/${language}/track.vtt`;

/** A track's content hash: its address and ETag change with the file, so a cached copy is never stale. */
export const captionHash = (vtt: string) => createHash('sha256').update(vtt).digest('hex').slice(0, 32);

/**
 * A video's captions, one WebVTT file per language: admins write them (and, on Vimeo, they become the
 * video's text tracks there); admins and the families and app users who watch the video read them
 * through signed `<track>` addresses.
 */
export function createCaptionsService(deps: {
  repo: CaptionsRepository;
  videos: Pick<VideosService, 'managed' | 'videoIn' | 'host'>;
  audit: Pick<AuditLog, 'recordFor'>;
  signer: UrlSigner;
  organisations: { update(id: string, values: { requireCaptions: boolean }, tx: Db): Promise<unknown> };
}) {
  const { repo, videos, audit, signer } = deps;

  async function tracks(videoId: string): Promise<CaptionTrack[]> {
    const rows = await repo.summaries([videoId]);
    const files = await Promise.all(rows.map((r) => repo.one(videoId, r.language)));
    return CAPTION_LANGUAGES.flatMap((language) => {
      const row = rows.find((r) => r.language === language);
      const file = files.find((f) => f?.language === language);
      return row && file ? [toTrack(row, captionHash(file.vtt))] : [];
    });
  }
  const toTrack = (row: CaptionSummary, hash: string): CaptionTrack => ({
    language: row.language,
    cue_count: row.cueCount,
    updated_at: row.updatedAt.toISOString(),
    url: `${signer.sign(captionTrackPath(row.videoId, row.language))}&v=${hash}`,
  });

  /** A video the caller may watch: any of the organisation's for its admins, the shown ones for families. */
  async function watchable(t: Tenancy, videoId: string): Promise<void> {
    if (allows(t, 'videos.manage')) {
      await videos.videoIn(await videos.managed(t), videoId);
      return;
    }
    if (!(await repo.watches(t.principal.sub, videoId))) throw notFound('Video');
    await videos.videoIn(t.organisationId ?? '', videoId);
  }

  async function managedVideo(
    t: Tenancy,
    videoId: string,
  ): Promise<{ organisationId: string; video: VideoRow }> {
    const organisationId = await videos.managed(t);
    return { organisationId, video: await videos.videoIn(organisationId, videoId) };
  }

  return {
    async list(t: Tenancy, videoId: string): Promise<CaptionTrack[]> {
      await watchable(t, videoId);
      return tracks(videoId);
    },
    /** The patients' app: the captions of a video the patient's areas show. */
    async appList(scope: AppPatientScope, videoId: string): Promise<CaptionTrack[]> {
      if (!(await repo.watches(scope.userId, videoId))) throw notFound('Video');
      return tracks(videoId);
    },

    /** Checks and stores a language's file (nothing changes when it is refused); on Vimeo, replaces its text track. */
    async put(t: Tenancy, videoId: string, language: CaptionLanguage, input: string): Promise<CaptionTrack> {
      const { organisationId, video } = await managedVideo(t, videoId);
      const { vtt, cueCount } = checkCaptions(input, video.durationMs);
      const previous = await repo.one(videoId, language);
      const hostTrackId =
        (await videos.host.setCaptions?.(video, {
          language,
          name: CAPTION_LANGUAGE_NAMES[language],
          vtt,
          previousTrackId: previous?.hostTrackId ?? null,
        })) ?? null;
      const saved = await repo.transaction(async (tx) => {
        const row = await repo.upsert(
          { videoId, language, vtt, cueCount, hostTrackId, updatedBy: t.principal.sub },
          tx,
        );
        await audit.recordFor(
          t,
          {
            organisationId,
            action: previous ? 'video.captions.replace' : 'video.captions.add',
            subject: videoId,
            detail: { language, cues: cueCount, bytes: Buffer.byteLength(vtt) },
          },
          tx,
        );
        return row;
      });
      return toTrack(saved, captionHash(saved.vtt));
    },

    async remove(t: Tenancy, videoId: string, language: CaptionLanguage): Promise<void> {
      const { organisationId, video } = await managedVideo(t, videoId);
      const previous = await repo.one(videoId, language);
      if (!previous) throw notFound('Captions');
      if (previous.hostTrackId) await videos.host.removeCaptions?.(video, previous.hostTrackId);
      await repo.transaction(async (tx) => {
        await repo.remove(videoId, language, tx);
        await audit.recordFor(
          t,
          { organisationId, action: 'video.captions.delete', subject: videoId, detail: { language } },
          tx,
        );
      });
    },

    /** Whether publishing needs captions in the organisation's language (the organisation's admins decide). */
    async setRequired(t: Tenancy, required: boolean): Promise<{ require_captions: boolean }> {
      const organisationId = await videos.managed(t);
      await repo.transaction(async (tx) => {
        await deps.organisations.update(organisationId, { requireCaptions: required }, tx);
        await audit.recordFor(
          t,
          {
            organisationId,
            action: 'organisation.captions.require',
            subject: organisationId,
            detail: { required },
          },
          tx,
        );
      });
      return { require_captions: required };
    },

    /** A stored file, for its signed address (already authorised by the signature). */
    file: (videoId: string, language: CaptionLanguage) => repo.one(videoId, language),
  };
}
export type CaptionsService = ReturnType<typeof createCaptionsService>;
