// Every story's axe check in Arabic, right to left: part 4 of the story files (tests/a11y/story-languages.ts).
import { checkEveryStoryIn } from './story-languages.ts';

await checkEveryStoryIn('ar', 4);
