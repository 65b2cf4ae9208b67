/**
 * Words a three-word code never uses (docs/product.md § Three-word codes): a child and a worried parent read
 * the code aloud, so "awful worry prevent" must not come up. Dropped from the BIP39 lists: words of harm,
 * violence, illness, hospitals and treatment, fear and sadness, crime and punishment, insults, and other
 * unkind ones. The Arabic list is the product's own and was chosen child-friendly (words.test.ts checks it).
 * Each list keeps far more than the 2^30 codes MIN_COMBINATIONS asks for.
 */
export const BAD_WORDS: Record<'en' | 'es', readonly string[]> = {
  en: [
    'abuse',
    'accident',
    'addict',
    'afraid',
    'alarm',
    'alert',
    'alone',
    'anger',
    'angry',

    'anxiety',
    'arrest',
    'assault',
    'attack',
    'awful',
    'betray',
    'bitter',
    'blame',
    'blind',
    'blood',
    'bomb',
    'broken',
    'bullet',
    'burden',
    'cancel',
    'clinic',
    'cruel',
    'crush',
    'damage',
    'danger',

    'decline',
    'deny',
    'destroy',
    'disease',
    'divorce',
    'doctor',
    'drastic',

    'dumb',
    'enemy',
    'error',
    'evil',

    'exile',
    'fatal',
    'fault',
    'fever',
    'fragile',
    'frown',
    'guilt',
    'gun',
    'harsh',
    'hospital',
    'hurt',
    'illegal',
    'illness',
    'injury',
    'insane',

    'lawsuit',
    'liar',
    'lonely',

    'misery',
    'mistake',
    'monster',

    'nasty',
    'nurse',

    'orphan',

    'panic',
    'patient',
    'pistol',

    'poverty',
    'prevent',
    'prison',
    'punch',

    'reject',
    'risk',
    'rude',
    'sad',
    'scare',
    'shock',
    'shoot',
    'sick',
    'siege',
    'skull',
    'slam',
    'sorry',

    'suffer',

    'symptom',

    'tragic',
    'trap',
    'trouble',
    'ugly',
    'unhappy',
    'upset',

    'virus',

    'warfare',
    'weapon',
    'weird',
    'worry',

    'wreck',
  ],
  es: [
    'abuso',

    'alarma',

    'ataque',
    'cadaver',
    'carcel',

    'crimen',
    'culpa',

    'delito',

    'derrota',

    'dolor',
    'droga',
    'enemigo',
    'enfermo',

    'fracaso',
    'fraude',
    'furia',
    'guerra',

    'lagrima',
    'locura',
    'luto',
    'maldad',
    'malo',
    'matar',
    'miedo',
    'miseria',
    'morir',
    'muerte',
    'odio',
    'panico',
    'pelea',
    'peligro',
    'pena',
    'pobre',
    'prision',

    'ruina',
    'sangre',
    'susto',
    'toxico',

    'tumba',
    'veneno',
    'victima',
  ],
};

/** A word as the filter compares it: lower case, accents dropped (the Spanish list is accented). */
const plain = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a word of `language`'s list may appear in a code. */
export const readsWell = (language: 'en' | 'es') => {
  const bad = new Set(BAD_WORDS[language].map(plain));
  return (word: string) => !bad.has(plain(word));
};
