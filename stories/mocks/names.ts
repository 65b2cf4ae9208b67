/** Given names and surnames the mocks' people are drawn from (a London hospital's families). */
export const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'Noah',
  'Ava',
  'Leo',
  'Mia',
  'Arthur',
  'Ivy',
  'Oscar',
  'Freya',
  'Theo',
];
export const SURNAMES = [
  'Patel',
  'Jones',
  'Williams',
  'Khan',
  'Brown',
  'Taylor',
  'Nowak',
  'Davies',
  'Evans',
  'Ahmed',
];
