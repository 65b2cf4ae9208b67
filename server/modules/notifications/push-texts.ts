/**
 * What a push and an unread notification's e-mail say, in each portal language: a generic line by
 * kind and the organisation's name, never a person's or a questionnaire's (docs/security.md § Push).
 */
import type { Language } from '../../../src/api/contracts/index.ts';
import type { PushKind } from '../../../src/api/contracts/push.ts';

interface PushTexts {
  line: Record<PushKind, (organisation: string) => string>;
  unread: { subject: string; intro: (hours: number) => string; action: string };
}

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  en: {
    line: {
      questionnaires: (o) => `A questionnaire from ${o} is waiting`,
      reports: (o) => `A new message from ${o} about your report`,
      appointments: (o) => `News from ${o} about an appointment`,
      flags: (o) => `A flag at ${o} needs your attention`,
    },
    unread: {
      subject: 'You have an unread notification on Lantern',
      intro: (hours) =>
        `A notification has been waiting unread for ${hours === 1 ? '1 hour' : `${hours} hours`}.`,
      action: 'Open it in Lantern',
    },
  },
  ar: {
    line: {
      questionnaires: (o) => `استبيان من ${o} بانتظارك`,
      reports: (o) => `رسالة جديدة من ${o} بشأن بلاغك`,
      appointments: (o) => `مستجدات من ${o} بشأن موعد`,
      flags: (o) => `تنبيه في ${o} يحتاج إلى انتباهك`,
    },
    unread: {
      subject: 'لديك إشعار غير مقروء في لانترن',
      intro: (hours) => `إشعار بانتظارك دون قراءة منذ ${hours === 1 ? 'ساعة واحدة' : `${hours} ساعة`}.`,
      action: 'افتحه في لانترن',
    },
  },
  es: {
    line: {
      questionnaires: (o) => `Un cuestionario de ${o} le espera`,
      reports: (o) => `Un mensaje nuevo de ${o} sobre su informe`,
      appointments: (o) => `Novedades de ${o} sobre una cita`,
      flags: (o) => `Una alerta en ${o} requiere su atención`,
    },
    unread: {
      subject: 'Tiene una notificación sin leer en Lantern',
      intro: (hours) =>
        `Una notificación lleva ${hours === 1 ? '1 hora' : `${hours} horas`} esperando sin leer.`,
      action: 'Abrirla en Lantern',
    },
  },
};
