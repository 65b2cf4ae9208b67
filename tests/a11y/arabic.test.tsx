// Every story's axe check in Arabic, right to left (tests/a11y/story-languages.ts).
import { checkEveryStoryIn } from './story-languages.ts';

checkEveryStoryIn('ar');
