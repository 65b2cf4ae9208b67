// Every story's axe check in Spanish, whose longer text must fit too (tests/a11y/story-languages.ts).
import { checkEveryStoryIn } from './story-languages.ts';

checkEveryStoryIn('es');
