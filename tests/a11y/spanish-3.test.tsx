// Every story's axe check in Spanish: part 3 of the story files (tests/a11y/story-languages.ts).
import { checkEveryStoryIn } from './story-languages.ts';

await checkEveryStoryIn('es', 3);
