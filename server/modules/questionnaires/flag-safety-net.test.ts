import { describe, expect, it } from 'vitest';
import { safetyNetMail } from './flag-mail.ts';
import { familyLanguage, safetyNetOf } from './flag-safety-net.ts';

const rule = { kind: 'score' as const, threshold: 6 };
const stMarys = { name: "St Mary's", language: 'en' };
const infantil = { name: 'Hospital Infantil', language: 'es' };

describe('the safety net a family reads after worrying answers', () => {
  it('starts from 999, or 112 for a Spanish-language hospital, until one is set', () => {
    expect(safetyNetOf(rule, undefined, stMarys, 'en')).toMatchObject({ emergency_number: '999' });
    const spanish = safetyNetOf(rule, undefined, infantil, 'es');
    expect(spanish.emergency_number).toBe('112');
    expect(spanish.message).toContain('llama al 112');
    expect(spanish.message).toContain('Hospital Infantil');
  });

  it('names the urgent-help contact in the family’s language, English when it has no translation', () => {
    const settings = {
      emergencyNumber: '999',
      urgentHelp: { en: 'ward 4 on 020 7946 0000', ar: 'الجناح 4' },
    };
    expect(safetyNetOf(rule, settings, stMarys, 'ar').message).toContain('فتواصل مع الجناح 4');
    expect(safetyNetOf(rule, settings, stMarys, 'es').message).toContain(
      'contacta con ward 4 on 020 7946 0000',
    );
  });

  it('uses the rule’s own text where the admin wrote one, keeping the emergency number apart', () => {
    const own = {
      ...rule,
      message: { en: 'Call the pain team now.', es: 'Llama ahora al equipo del dolor.' },
    };
    expect(safetyNetOf(own, undefined, stMarys, 'es')).toEqual({
      message: 'Llama ahora al equipo del dolor.',
      emergency_number: '999',
    });
    const mail = safetyNetMail(
      'en',
      'grace@example.test',
      safetyNetOf(own, undefined, stMarys, 'en'),
      'https://x/',
    );
    expect(mail.text).toContain('Call the pain team now.');
    expect(mail.text).toContain('In an emergency, call 999.');
  });

  it('reads a patient of the app in their account’s language, else their hospital’s', () => {
    expect(familyLanguage({ type: 3, language: 'ar' }, stMarys)).toBe('ar');
    expect(familyLanguage({ type: 3, language: null }, infantil)).toBe('es');
    expect(familyLanguage({ type: 2, language: 'es' }, stMarys)).toBe('es');
  });
});
