import {
  CAPTION_LANGUAGE_ENGLISH,
  CAPTION_LANGUAGES,
  type CaptionLanguage,
} from '../../../src/api/contracts/captions.ts';
import { ApiError } from '../../http/errors.ts';
import type { CaptionsRepository } from './captions-repository.ts';

/** What the video library asks of the captions: which languages a video has, and whether it may be published. */
export function createCaptionRules(deps: {
  captions: Pick<CaptionsRepository, 'summaries'>;
  organisations: {
    byId(id: string): Promise<{ language: string; requireCaptions: boolean } | undefined>;
  };
}) {
  return {
    /** Each video's caption languages, in the order en, ar, es. */
    async languagesOf(videoIds: string[]): Promise<Map<string, CaptionLanguage[]>> {
      const rows = await deps.captions.summaries(videoIds);
      return new Map(
        videoIds.map((id) => [
          id,
          CAPTION_LANGUAGES.filter((l) => rows.some((r) => r.videoId === id && r.language === l)),
        ]),
      );
    },
    /** Refuses (409 CaptionsRequired) publishing a video without captions in the organisation's language when it asks for them. */
    async assertPublishable(organisationId: string, videoId: string): Promise<void> {
      const organisation = await deps.organisations.byId(organisationId);
      if (!organisation?.requireCaptions) return;
      const language = organisation.language as CaptionLanguage;
      const has = (await deps.captions.summaries([videoId])).some((r) => r.language === language);
      if (has) return;
      const error = new ApiError(
        409,
        'CaptionsRequired',
        `Add ${CAPTION_LANGUAGE_ENGLISH[language] ?? language} captions before publishing`,
      );
      error.field = 'published';
      throw error;
    },
  };
}
export type CaptionRules = ReturnType<typeof createCaptionRules>;
