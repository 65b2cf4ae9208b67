import {
  CMS_LANGUAGES,
  type CmsContent,
  type CmsContentInput,
  type CmsGuardianPage,
  type CmsPage,
  type CmsPageState,
  type CmsTranslationCheck,
} from '../../../src/api/contracts/index.ts';
import type { CmsContentJson } from './schema.ts';
import type { CmsPageRow } from './repository.ts';
import { validationError } from '../../http/errors.ts';
import { imagesWithoutAlt, sanitiseHtml } from './sanitise.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A saved draft: each language's HTML sanitised, languages with neither title nor text dropped,
 * and `updatedAt` moved to `now` only for the languages whose title or text changed (so that the
 * translation check can tell which languages trail the English).
 */
export async function draftOf(
  input: CmsContentInput,
  previous: CmsContentJson,
  now: Date,
  sanitise: (html: string) => Promise<string> = sanitiseHtml,
): Promise<CmsContentJson> {
  const out: CmsContentJson = {};
  for (const language of CMS_LANGUAGES) {
    const given = input[language];
    if (!given) continue;
    const title = given.title.trim();
    const html = await sanitise(given.html);
    if (title === '' && html === '') continue;
    const before = previous[language];
    const same = before !== undefined && before.title === title && before.html === html;
    out[language] = { title, html, updatedAt: same ? before.updatedAt : now.toISOString() };
  }
  return out;
}

/**
 * Families who cannot see an image hear its description: a page is published only when every image
 * of every language has one in that language. Drafts may lack it (they are work in progress).
 */
export async function assertImagesDescribed(content: CmsContentJson): Promise<void> {
  for (const language of CMS_LANGUAGES) {
    const html = content[language]?.html;
    if (html && (await imagesWithoutAlt(html)) > 0) {
      const field = `content.${language}.html`;
      throw validationError(
        field,
        `${field}: describe every image (its alt text) in this language before publishing the page`,
      );
    }
  }
}

/** Whether two versions show the same thing (when each language was edited aside). */
export function sameContent(a: CmsContentJson | null, b: CmsContentJson | null): boolean {
  if (!a || !b) return a === b;
  return CMS_LANGUAGES.every((l) => a[l]?.title === b[l]?.title && a[l]?.html === b[l]?.html);
}

/** A language is complete when it has both a title and text. */
const complete = (content: CmsContentJson, language: (typeof CMS_LANGUAGES)[number]) =>
  Boolean(content[language]?.title && content[language]?.html);

/** Whether a draft can be published: at least one language with a title. */
export const publishable = (content: CmsContentJson): boolean =>
  CMS_LANGUAGES.some((l) => Boolean(content[l]?.title));

/** Languages missing (no title or no text), and those last edited before the last English edit. */
export function translationCheck(pageNumber: number, content: CmsContentJson): CmsTranslationCheck {
  const english = content.en?.updatedAt ?? null;
  return {
    pageNumber,
    missing: CMS_LANGUAGES.filter((l) => !complete(content, l)),
    outdated:
      english === null
        ? []
        : CMS_LANGUAGES.filter(
            (l) =>
              l !== 'en' &&
              complete(content, l) &&
              Date.parse(content[l]?.updatedAt ?? '') < Date.parse(english),
          ),
    englishUpdatedAt: english,
  };
}

export const needsConfirmation = (check: CmsTranslationCheck) =>
  check.missing.length > 0 || check.outdated.length > 0;

const contentOf = (json: CmsContentJson): CmsContent => {
  const out: CmsContent = {};
  for (const l of CMS_LANGUAGES) {
    const t = json[l];
    if (t) out[l] = { title: t.title, html: t.html, updatedAt: t.updatedAt };
  }
  return out;
};

export function stateOf(row: CmsPageRow): CmsPageState {
  if (row.published === null) return 'draft';
  return sameContent(row.draft, row.published) && row.draftCoverImage === row.publishedCoverImage
    ? 'published'
    : 'changed';
}

export const toPage = (row: CmsPageRow): CmsPage => ({
  pageNumber: row.pageNumber,
  order: row.position,
  visible: row.visible,
  state: stateOf(row),
  coverImage: row.draftCoverImage,
  content: contentOf(row.draft),
  published:
    row.published === null
      ? null
      : { coverImage: row.publishedCoverImage, content: contentOf(row.published) },
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: iso(row.publishedAt),
  scheduledPublishAt: iso(row.scheduledPublishAt),
  scheduledUnpublishAt: iso(row.scheduledUnpublishAt),
});

/** What a guardian sees of a page: the published version, or (preview) the draft. */
export const toGuardianPage = (row: CmsPageRow, which: 'published' | 'draft'): CmsGuardianPage => ({
  pageNumber: row.pageNumber,
  order: row.position,
  coverImage: which === 'published' ? row.publishedCoverImage : row.draftCoverImage,
  content: contentOf((which === 'published' ? row.published : row.draft) ?? {}),
  publishedAt: iso(row.publishedAt),
});
