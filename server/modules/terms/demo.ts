import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { registrationFeedback } from '../feedback/schema.ts';
import { users } from '../users/schema.ts';
import { hashRefreshToken } from '../../auth/tokens.ts';
import { DEFAULT_TERMS_VERSION, type TermsTexts } from '../../../src/api/contracts/index.ts';
import { createTermsRepository } from './repository.ts';
import { sha256Hex } from './service.ts';

/** The demo organisations' first terms (docs/product.md § Business constants: terms1.0). */
export const DEMO_TERMS: TermsTexts = {
  en: [
    'Terms of use of the Lantern portal',
    '1. Lantern helps you and your child prepare for hospital visits. The hospital decides what you see in it.',
    '2. Keep your password to yourself. Tell the hospital at once if you think someone else uses your account.',
    "3. The hospital keeps your name, e-mail address, your child's details and how the app is used, to run the service. It does not sell them. You may ask the hospital to see or delete them.",
    '4. Lantern does not replace medical advice. In an emergency, call the emergency services.',
    '5. The hospital may change these terms. You will be asked to accept a new version before you go on.',
  ].join('\n\n'),
  ar: [
    'شروط استخدام بوابة لانترن',
    '1. يساعدك لانترن أنت وطفلك على الاستعداد لزيارات المستشفى. يقرّر المستشفى ما تراه فيه.',
    '2. احتفظ بكلمة المرور لنفسك. أبلغ المستشفى فورًا إن ظننت أن شخصًا آخر يستخدم حسابك.',
    '3. يحتفظ المستشفى باسمك وعنوان بريدك الإلكتروني وبيانات طفلك وطريقة استخدام التطبيق لتشغيل الخدمة. لا يبيعها. يمكنك أن تطلب من المستشفى الاطلاع عليها أو حذفها.',
    '4. لا يغني لانترن عن المشورة الطبية. في حالة الطوارئ، اتصل بخدمات الطوارئ.',
    '5. قد يغيّر المستشفى هذه الشروط. سيُطلب منك قبول النسخة الجديدة قبل المتابعة.',
  ].join('\n\n'),
  es: [
    'Condiciones de uso del portal Lantern',
    '1. Lantern os ayuda a ti y a tu hijo o hija a prepararos para las visitas al hospital. El hospital decide lo que ves en él.',
    '2. No compartas tu contraseña. Avisa al hospital enseguida si crees que otra persona usa tu cuenta.',
    '3. El hospital guarda tu nombre, tu correo electrónico, los datos de tu hijo o hija y cómo se usa la aplicación para prestar el servicio. No los vende. Puedes pedir al hospital verlos o borrarlos.',
    '4. Lantern no sustituye al consejo médico. En una urgencia, llama a los servicios de emergencia.',
    '5. El hospital puede cambiar estas condiciones. Se te pedirá que aceptes la nueva versión antes de continuar.',
  ].join('\n\n'),
};

/**
 * Demo rows of the terms of use and registration feedback: terms1.0 in both demo organisations,
 * accepted by their demo guardians, and some feedback.
 */
export async function seedTermsAndFeedbackDemo(db: Db): Promise<void> {
  const repo = createTermsRepository(db);
  const orgs = await db
    .select({ id: organisations.id, urlCode: organisations.urlCode, language: organisations.language })
    .from(organisations)
    .where(inArray(organisations.urlCode, ['stmarys', 'infantil']));
  const guardians = await db
    .select({ id: users.id, email: users.email, organisationId: users.organisationId })
    .from(users)
    .where(inArray(users.email, ['guardian@stmarys.test', 'guardian@infantil.test']));
  for (const org of orgs) {
    const version = await repo.insertVersion({
      organisationId: org.id,
      version: DEFAULT_TERMS_VERSION,
      texts: DEMO_TERMS,
      publishedBy: null,
    });
    if (!version) continue;
    for (const g of guardians.filter((u) => u.organisationId === org.id)) {
      const language = org.language === 'es' ? 'es' : 'en';
      await repo.insertSigning({
        userId: g.id,
        organisationId: org.id,
        termsVersionId: version.id,
        language,
        textSha256: sha256Hex(DEMO_TERMS[language] ?? DEMO_TERMS.en),
      });
    }
  }
  const stMarys = orgs.find((o) => o.urlCode === 'stmarys');
  if (!stMarys) return;
  const families = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organisationId, stMarys.id))
    .orderBy(users.email)
    .limit(40);
  const said: [string, string][] = [
    ['easy', 'Registering took two minutes on my phone. The code from the ward poster worked first time.'],
    ['difficult', 'I did not get the activation e-mail at first: it was in my spam folder.'],
    ['suggestion', 'Please let us register both parents with one child.'],
    ['problem', 'The password rules only showed after I pressed the button.'],
    ['easy', 'Very clear, thank you. My daughter loved choosing her game afterwards.'],
    ['other', 'Is there an Urdu version planned?'],
  ];
  const day = 24 * 60 * 60 * 1000;
  const base = Date.now();
  await db.insert(registrationFeedback).values(
    said.map(([category, text], i) => ({
      organisationId: stMarys.id,
      userId: families[i + 5]?.id ?? null,
      tokenHash: hashRefreshToken(`demo-feedback-${i}`),
      language: 'en',
      expiresAt: new Date(base + 30 * day),
      category,
      text,
      receivedAt: new Date(base - (i + 1) * day),
    })),
  );
}
