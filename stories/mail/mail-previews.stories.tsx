import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { mailPreviews, type MailPreviewKind, type PreviewFacts } from '../../server/mail/preview.ts';
import type { MailBrand, MailLanguage } from '../../server/mail/templates.ts';

/**
 * Every e-mail the server sends, rendered by the server's own functions (they run in the browser too) in
 * English, Arabic and Spanish, for an organisation with a brand colour and a logo and without branding.
 */
const LANGUAGES: MailLanguage[] = ['en', 'ar', 'es'];

/** An absolute address, as the server makes an organisation's logo (served from .storybook/public). */
const LOGO = new URL('/mail-sample-logo.svg', window.location.origin).toString();
/** A bright orange: the e-mail darkens it until white text on it reaches AA. */
const SAMPLE: MailBrand = { name: 'St Mary’s Children’s Hospital', colour: '#ff8a00', logoUrl: LOGO };

const facts = (language: MailLanguage, brand: MailBrand | null): PreviewFacts => ({
  language,
  brand,
  firstName: language === 'ar' ? 'ليلى' : 'Layla',
  child: language === 'ar' ? 'سامي' : 'Sami',
  count: 3,
});

const frameTitle = (kind: string, language: MailLanguage, branded: boolean) =>
  `${kind} (${language}, ${branded ? 'branded' : 'unbranded'})`;

function MailPreviews({ kind }: { kind: MailPreviewKind }) {
  return (
    <main
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
        gap: 16,
        padding: 16,
      }}
    >
      {[SAMPLE, null].flatMap((brand) =>
        LANGUAGES.map((language) => {
          const message = mailPreviews[kind](facts(language, brand));
          const title = frameTitle(kind, language, Boolean(brand));
          return (
            <section key={title} aria-label={title}>
              <h2 style={{ fontSize: 14, margin: '0 0 8px' }} lang={language}>
                {message.subject}
              </h2>
              <iframe
                title={title}
                srcDoc={message.html}
                style={{ width: '100%', height: 640, border: '1px solid #ccc' }}
              />
            </section>
          );
        }),
      )}
    </main>
  );
}

const meta = preview.meta({
  title: 'E-mails/Previews',
  component: MailPreviews,
});

/** Each language's document: its lang and dir, the brand colour's button on the action link. */
const checks = (kind: MailPreviewKind) => ({
  args: { kind },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (const brand of [SAMPLE, null])
      for (const language of LANGUAGES) {
        const frame = canvasElement.querySelector<HTMLIFrameElement>(
          `iframe[title="${frameTitle(kind, language, Boolean(brand))}"]`,
        );
        await expect(frame).not.toBeNull();
        const message = mailPreviews[kind](facts(language, brand));
        // The message's own document, parsed to its end (its <html lang> comes before its links: on a
        // loaded machine the parser can stop between them).
        await waitFor(() => {
          expect(frame?.contentDocument?.documentElement.lang).toBe(language);
          expect(frame?.contentDocument?.readyState).toBe('complete');
        });
        const doc = frame?.contentDocument;
        await expect(doc?.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const links = [...(doc?.querySelectorAll('a') ?? [])].filter((a) => a.href === message.link);
        await expect(links.length).toBeGreaterThan(0);
        await expect(Boolean(doc?.querySelector(`img[alt="${SAMPLE.name}"]`))).toBe(Boolean(brand));
      }
  },
});

export const Activation = meta.story(checks('activation'));
export const Invitation = meta.story(checks('invitation'));
export const ActivationReminder = meta.story(checks('activationReminder'));
export const PasswordReset = meta.story(checks('passwordReset'));
export const Device = meta.story(checks('device'));
export const SignUpNotice = meta.story(checks('signUpNotice'));
export const Feedback = meta.story(checks('feedback'));
export const SecondFactor = meta.story(checks('secondFactor'));
export const DataRequestReceived = meta.story(checks('dataRequestReceived'));
export const DataRequestQueued = meta.story(checks('dataRequestQueued'));
export const DataRequestApproved = meta.story(checks('dataRequestApproved'));
export const DataRequestRefused = meta.story(checks('dataRequestRefused'));
export const DataRequestReminder = meta.story(checks('dataRequestReminder'));
export const IssueReport = meta.story(checks('issueReport'));
export const IssueStatusChanged = meta.story(checks('issueStatusChanged'));
export const IssueHospitalReplied = meta.story(checks('issueHospitalReplied'));
export const IssueFamilyReplied = meta.story(checks('issueFamilyReplied'));
export const QuestionnaireAsked = meta.story(checks('questionnaireAsked'));
export const QuestionnaireReminder = meta.story(checks('questionnaireReminder'));
export const FlagRaised = meta.story(checks('flagRaised'));
export const FlagEscalated = meta.story(checks('flagEscalated'));
export const SafetyNet = meta.story(checks('safetyNet'));
export const ScheduledFailed = meta.story(checks('scheduledFailed'));
export const ScheduledDone = meta.story(checks('scheduledDone'));
