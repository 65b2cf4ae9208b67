/**
 * The e-mails' texts in each portal language. They live on the server (not in locales/*.json):
 * the portal never shows them. Who reads which language is the contracts' rule, shared with the portal.
 */
import { readerLanguage, type Language } from '../../src/api/contracts/index.ts';

export type MailLanguage = Language;

export interface MailTexts {
  hello: (firstName: string) => string;
  signature: string;
  activation: { subject: string; body: (organisation: string) => string; action: string };
  /** An admin created the account: its owner never registered, they were invited. */
  invitation: { subject: string; body: (organisation: string) => string; action: string };
  /** A new link for an account still waiting (registered or invited, so it says neither). */
  reminder: { body: (organisation: string) => string };
  reset: { subject: string; body: string; notYou: string; action: string };
  device: { subject: string; body: (child: string) => string; yourChild: string; action: string };
  signUpNotice: { subject: string; lines: string[]; action: string };
  /** The one-use registration feedback link sent after activation. */
  feedback: { subject: string; body: (organisation: string) => string; once: string; action: string };
}

export const mailTexts: Record<MailLanguage, MailTexts> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'Lantern',
    activation: {
      subject: 'Activate your Lantern account',
      body: (organisation) =>
        `You registered with ${organisation}. Open the link below to activate your account; it works once, for 7 days.`,
      action: 'Activate your account',
    },
    invitation: {
      subject: 'You are invited to Lantern',
      body: (organisation) =>
        `${organisation} has invited you to Lantern. Open the link below to choose your password and activate your account; it works once, for 7 days.`,
      action: 'Accept the invitation',
    },
    reminder: {
      body: (organisation) =>
        `Your Lantern account with ${organisation} is waiting for you. Open the link below to activate it; it works once, for 7 days.`,
    },
    reset: {
      subject: 'Reset your Lantern password',
      body: 'Someone asked to reset the password of your Lantern account. Open the link below to choose a new one; it works once, for 1 hour.',
      notYou: 'If it was not you, ignore this e-mail: your password stays as it is.',
      action: 'Choose a new password',
    },
    device: {
      subject: 'Set up the Lantern app on your device',
      body: (child) =>
        `Open the link below on the phone or tablet ${child} will use to connect the Lantern app.`,
      yourChild: 'your child',
      action: 'Open the Lantern app',
    },
    signUpNotice: {
      subject: 'Someone tried to register with your e-mail address',
      lines: [
        'Someone tried to register a new Lantern account with this e-mail address, which already has an account.',
        'If it was you, sign in with your account. If you have forgotten your password, choose "Forgot your password?" on the sign-in page to reset it.',
        'If it was not you, ignore this e-mail: nothing has changed.',
      ],
      action: 'Sign in',
    },
    feedback: {
      subject: 'How was registering with Lantern?',
      body: (organisation) =>
        `Welcome to ${organisation} on Lantern. Tell us in a minute how registering went: what was easy, what was hard, what we should change.`,
      once: 'The link works once, for 30 days. Your answer goes to the hospital team.',
      action: 'Give feedback',
    },
  },
  ar: {
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    signature: 'لانترن',
    activation: {
      subject: 'فعّل حسابك في لانترن',
      body: (organisation) =>
        `لقد سجّلت لدى ${organisation}. افتح الرابط أدناه لتفعيل حسابك؛ يعمل مرة واحدة، لمدة 7 أيام.`,
      action: 'تفعيل حسابك',
    },
    invitation: {
      subject: 'دعوة للانضمام إلى لانترن',
      body: (organisation) =>
        `دعاك ${organisation} إلى لانترن. افتح الرابط أدناه لاختيار كلمة المرور وتفعيل حسابك؛ يعمل مرة واحدة، لمدة 7 أيام.`,
      action: 'قبول الدعوة',
    },
    reminder: {
      body: (organisation) =>
        `حسابك في لانترن لدى ${organisation} بانتظارك. افتح الرابط أدناه لتفعيله؛ يعمل مرة واحدة، لمدة 7 أيام.`,
    },
    reset: {
      subject: 'إعادة تعيين كلمة مرور لانترن',
      body: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في لانترن. افتح الرابط أدناه لاختيار كلمة مرور جديدة؛ يعمل مرة واحدة، لمدة ساعة.',
      notYou: 'إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      action: 'اختيار كلمة مرور جديدة',
    },
    device: {
      subject: 'إعداد تطبيق لانترن على جهازك',
      body: (child) =>
        `افتح الرابط أدناه على الهاتف أو الجهاز اللوحي الذي سيستخدمه ${child} لربط تطبيق لانترن.`,
      yourChild: 'طفلك',
      action: 'فتح تطبيق لانترن',
    },
    signUpNotice: {
      subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
      lines: [
        'حاول أحدهم تسجيل حساب جديد في لانترن بعنوان البريد الإلكتروني هذا، وله حساب بالفعل.',
        'إن كنت أنت، فسجّل الدخول بحسابك. وإن نسيت كلمة المرور، فاختر «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول لإعادة تعيينها.',
        'إن لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء.',
      ],
      action: 'تسجيل الدخول',
    },
    feedback: {
      subject: 'كيف كانت تجربة التسجيل في لانترن؟',
      body: (organisation) =>
        `أهلًا بك في ${organisation} على لانترن. أخبرنا في دقيقة كيف جرى التسجيل: ما الذي كان سهلًا، وما الذي كان صعبًا، وما الذي ينبغي أن نغيّره.`,
      once: 'يعمل الرابط مرة واحدة، لمدة 30 يومًا. تصل إجابتك إلى فريق المستشفى.',
      action: 'شارك رأيك',
    },
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    signature: 'Lantern',
    activation: {
      subject: 'Activa tu cuenta de Lantern',
      body: (organisation) =>
        `Te has registrado en ${organisation}. Abre el enlace de abajo para activar tu cuenta; funciona una vez, durante 7 días.`,
      action: 'Activar tu cuenta',
    },
    invitation: {
      subject: 'Te han invitado a Lantern',
      body: (organisation) =>
        `${organisation} te ha invitado a Lantern. Abre el enlace de abajo para elegir tu contraseña y activar tu cuenta; funciona una vez, durante 7 días.`,
      action: 'Aceptar la invitación',
    },
    reminder: {
      body: (organisation) =>
        `Tu cuenta de Lantern en ${organisation} te está esperando. Abre el enlace de abajo para activarla; funciona una vez, durante 7 días.`,
    },
    reset: {
      subject: 'Restablece tu contraseña de Lantern',
      body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Lantern. Abre el enlace de abajo para elegir una nueva; funciona una vez, durante 1 hora.',
      notYou: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
      action: 'Elegir una contraseña nueva',
    },
    device: {
      subject: 'Configura la aplicación Lantern en tu dispositivo',
      body: (child) =>
        `Abre el enlace de abajo en el teléfono o la tableta que ${child} usará para conectar la aplicación Lantern.`,
      yourChild: 'tu hijo o hija',
      action: 'Abrir la aplicación Lantern',
    },
    signUpNotice: {
      subject: 'Alguien ha intentado registrarse con tu correo electrónico',
      lines: [
        'Alguien ha intentado registrar una cuenta nueva de Lantern con esta dirección de correo, que ya tiene una cuenta.',
        'Si has sido tú, inicia sesión con tu cuenta. Si has olvidado tu contraseña, elige «¿Has olvidado tu contraseña?» en la página de inicio de sesión para restablecerla.',
        'Si no has sido tú, ignora este correo: no ha cambiado nada.',
      ],
      action: 'Iniciar sesión',
    },
    feedback: {
      subject: '¿Qué tal fue el registro en Lantern?',
      body: (organisation) =>
        `Te damos la bienvenida a ${organisation} en Lantern. Cuéntanos en un minuto cómo fue el registro: qué fue fácil, qué fue difícil y qué deberíamos cambiar.`,
      once: 'El enlace funciona una vez, durante 30 días. Tu respuesta llega al equipo del hospital.',
      action: 'Dar tu opinión',
    },
  },
};

/** The recipient's language, as the portal chooses it (readerLanguage in the contracts). */
export function mailLanguageOf(
  user: { type: number; language: string | null },
  organisation: { language: string; familyLanguages?: readonly Language[] } | null,
): MailLanguage {
  return readerLanguage(
    user,
    organisation && { language: organisation.language, family_languages: organisation.familyLanguages },
  );
}
