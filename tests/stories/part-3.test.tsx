// Every story of part 3 of the story files, in English with its play, then in Arabic and Spanish (tests/stories/every-story.ts).
import { checkEveryStory } from './every-story.ts';

await checkEveryStory(3);
