import type { MissionInput } from '../../../src/api/contracts/missions.ts';

/** The demo mission: the quiz, then a carousel game, then a badge. */
export const demoMission = (quizId: string, contentItemId: string): MissionInput => ({
  title: { en: 'Ready for the ward', es: 'Listos para la planta', ar: 'مستعدون للجناح' },
  description: {
    en: 'Learn the ward rules and practise calm breathing.',
    es: 'Aprende las normas de la planta y practica la respiración tranquila.',
    ar: 'تعلّم قواعد الجناح وتدرّب على التنفس الهادئ.',
  },
  steps: [
    {
      id: 'quiz',
      kind: 'quiz',
      target_id: quizId,
      title: { en: 'Do the ward quiz', es: 'Haz el cuestionario de la planta', ar: 'أجب عن اختبار الجناح' },
    },
    {
      id: 'breathe',
      kind: 'content_item',
      target_id: contentItemId,
      title: { en: 'Try bubble breathing', es: 'Prueba la respiración de burbujas', ar: 'جرّب تنفس الفقاعات' },
    },
  ],
  badge: {
    name: { en: 'Ward explorer', es: 'Explorador de la planta', ar: 'مستكشف الجناح' },
    icon: 'rocket',
  },
});
