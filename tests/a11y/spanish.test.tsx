// Issue 17: every story's axe check in Spanish (tests/a11y/story-languages.ts).
import { checkEveryStoryIn } from './story-languages.ts';

checkEveryStoryIn('es');
