import { compose, type MailLanguage } from '../../mail/templates.ts';

/** What changed on a person's second factors; each is e-mailed to them. */
export type SecondFactorEvent =
  'totp_added' | 'passkey_added' | 'removed' | 'recovery_codes_regenerated' | 'recovery_code_used' | 'reset';

interface Texts {
  subject: string;
  hello: (name: string) => string;
  what: Record<SecondFactorEvent, string>;
  notYou: string;
  action: string;
  signature: string;
}

/**
 * A notice for every change of the second factors and every recovery code used: if someone else
 * made it, the owner hears of it at once. In the recipient's language, like every other e-mail.
 */
const texts: Record<MailLanguage, Texts> = {
  en: {
    subject: 'The sign-in security of your Lantern account changed',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    what: {
      totp_added: 'An authenticator app was added to your account.',
      passkey_added: 'A passkey was added to your account.',
      removed: 'A second factor was removed from your account.',
      recovery_codes_regenerated:
        'New recovery codes were made for your account; the old ones no longer work.',
      recovery_code_used: 'A recovery code was used to sign in to your account.',
      reset:
        "Your account's second factors were removed by the Lantern team; you will set one up at your next sign-in.",
    },
    notYou: "If this wasn't you, contact your hospital straight away.",
    action: 'Sign in to Lantern',
    signature: 'Lantern',
  },
  ar: {
    subject: 'تغيّر أمان تسجيل الدخول إلى حسابك في لانترن',
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    what: {
      totp_added: 'أُضيف تطبيق مصادقة إلى حسابك.',
      passkey_added: 'أُضيف مفتاح مرور إلى حسابك.',
      removed: 'أُزيل عامل تحقق ثانٍ من حسابك.',
      recovery_codes_regenerated: 'أُنشئت رموز استرداد جديدة لحسابك، ولم تعد الرموز القديمة صالحة.',
      recovery_code_used: 'استُخدم رمز استرداد لتسجيل الدخول إلى حسابك.',
      reset: 'أزال فريق لانترن عوامل التحقق الثانية من حسابك، وستضبط عاملًا جديدًا عند تسجيل دخولك القادم.',
    },
    notYou: 'إن لم تكن أنت من فعل ذلك، فتواصل مع مستشفاك فورًا.',
    action: 'تسجيل الدخول إلى لانترن',
    signature: 'لانترن',
  },
  es: {
    subject: 'Ha cambiado la seguridad de acceso de tu cuenta de Lantern',
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    what: {
      totp_added: 'Se ha añadido una aplicación de autenticación a tu cuenta.',
      passkey_added: 'Se ha añadido una llave de acceso a tu cuenta.',
      removed: 'Se ha quitado un segundo factor de tu cuenta.',
      recovery_codes_regenerated:
        'Se han creado nuevos códigos de recuperación para tu cuenta; los anteriores ya no sirven.',
      recovery_code_used: 'Se ha usado un código de recuperación para iniciar sesión en tu cuenta.',
      reset:
        'El equipo de Lantern ha quitado los segundos factores de tu cuenta; configurarás uno al volver a iniciar sesión.',
    },
    notYou: 'Si no has sido tú, ponte en contacto con tu hospital de inmediato.',
    action: 'Iniciar sesión en Lantern',
    signature: 'Lantern',
  },
};

export const secondFactorMail = (
  event: SecondFactorEvent,
  language: MailLanguage,
  to: string,
  firstName: string,
  link: string,
) => {
  const m = texts[language];
  return compose(
    language,
    to,
    m.subject,
    m.hello(firstName),
    [m.what[event], m.notYou],
    m.action,
    link,
    m.signature,
  );
};
