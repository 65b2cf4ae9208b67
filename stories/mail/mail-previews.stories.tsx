import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { mailPreviews, type MailPreviewKind, type PreviewFacts } from '../../server/mail/preview.ts';
import type { MailBrand, MailLanguage } from '../../server/mail/templates.ts';

/**
 * Every e-mail the server sends, rendered by the server's own functions (they run in the browser too) in
 * English, Arabic and Spanish, for an organisation with a brand colour and a logo and without branding.
 */
const LANGUAGES: MailLanguage[] = ['en', 'ar', 'es'];

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="48" height="48" rx="8" fill="#c2185b"/><text x="58" y="31" font-family="Arial" font-size="18" fill="#222">St Mary’s</text></svg>',
)}`;
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
const checks = (kind: MailPreviewKind) =>
  meta.story({
    args: { kind },
    play: async ({ canvasElement }) => {
      for (const brand of [SAMPLE, null])
        for (const language of LANGUAGES) {
          const frame = canvasElement.querySelector<HTMLIFrameElement>(
            `iframe[title="${frameTitle(kind, language, Boolean(brand))}"]`,
          );
          await expect(frame).not.toBeNull();
          const message = mailPreviews[kind](facts(language, brand));
          await waitFor(() => expect(frame?.contentDocument?.documentElement.lang).toBe(language));
          const doc = frame?.contentDocument;
          await expect(doc?.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
          const links = [...(doc?.querySelectorAll('a') ?? [])].filter((a) => a.href === message.link);
          await expect(links.length).toBeGreaterThan(0);
          await expect(Boolean(doc?.querySelector(`img[alt="${SAMPLE.name}"]`))).toBe(Boolean(brand));
        }
    },
  });

export const Activation = checks('activation');
export const Invitation = checks('invitation');
export const ActivationReminder = checks('activationReminder');
export const PasswordReset = checks('passwordReset');
export const Device = checks('device');
export const SignUpNotice = checks('signUpNotice');
export const Feedback = checks('feedback');
export const SecondFactor = checks('secondFactor');
export const DataRequestReceived = checks('dataRequestReceived');
export const DataRequestQueued = checks('dataRequestQueued');
export const DataRequestApproved = checks('dataRequestApproved');
export const DataRequestRefused = checks('dataRequestRefused');
export const DataRequestReminder = checks('dataRequestReminder');
export const IssueReport = checks('issueReport');
export const IssueStatusChanged = checks('issueStatusChanged');
export const IssueHospitalReplied = checks('issueHospitalReplied');
export const IssueFamilyReplied = checks('issueFamilyReplied');
export const QuestionnaireAsked = checks('questionnaireAsked');
export const QuestionnaireReminder = checks('questionnaireReminder');
export const FlagRaised = checks('flagRaised');
export const FlagEscalated = checks('flagEscalated');
export const SafetyNet = checks('safetyNet');
export const ScheduledFailed = checks('scheduledFailed');
export const ScheduledDone = checks('scheduledDone');
