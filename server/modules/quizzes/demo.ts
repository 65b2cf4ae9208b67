import type { QuizInput } from '../../../src/api/contracts/quizzes.ts';

/** The demo quiz, in the portal's three languages. */
export const demoQuiz: QuizInput = {
  title: { en: 'Staying safe on the ward', es: 'Seguros en la planta', ar: 'الأمان في الجناح' },
  description: {
    en: 'Two questions about keeping germs away and asking for help.',
    es: 'Dos preguntas sobre los gérmenes y cómo pedir ayuda.',
    ar: 'سؤالان عن إبعاد الجراثيم وطلب المساعدة.',
  },
  questions: [
    {
      id: 'hands',
      kind: 'single',
      text: {
        en: 'When do we wash our hands?',
        es: '¿Cuándo nos lavamos las manos?',
        ar: 'متى نغسل أيدينا؟',
      },
      explanation: {
        en: 'Clean hands keep germs away from everyone on the ward.',
        es: 'Las manos limpias alejan los gérmenes de todos en la planta.',
        ar: 'الأيدي النظيفة تبعد الجراثيم عن الجميع في الجناح.',
      },
      choices: [
        {
          id: 'always',
          text: {
            en: 'Before eating and after the toilet',
            es: 'Antes de comer y después del baño',
            ar: 'قبل الأكل وبعد الحمام',
          },
          correct: true,
        },
        {
          id: 'never',
          text: { en: 'Only at bedtime', es: 'Solo al dormir', ar: 'فقط عند النوم' },
          correct: false,
        },
      ],
    },
    {
      id: 'help',
      kind: 'multiple',
      text: {
        en: 'Who can help when something hurts?',
        es: '¿Quién puede ayudar cuando algo duele?',
        ar: 'من يستطيع المساعدة عندما يؤلمك شيء؟',
      },
      explanation: {
        en: 'Nurses and doctors are always there to help — just ask.',
        es: 'Enfermeras y médicos siempre están para ayudar: solo pregunta.',
        ar: 'الممرضون والأطباء موجودون دائمًا للمساعدة، فقط اسأل.',
      },
      choices: [
        { id: 'nurse', text: { en: 'A nurse', es: 'Una enfermera', ar: 'الممرضة' }, correct: true },
        { id: 'doctor', text: { en: 'A doctor', es: 'Un médico', ar: 'الطبيب' }, correct: true },
        { id: 'nobody', text: { en: 'Nobody', es: 'Nadie', ar: 'لا أحد' }, correct: false },
      ],
    },
  ],
};
