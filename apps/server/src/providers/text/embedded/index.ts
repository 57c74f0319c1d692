export { createEmbeddedStoryWriter, EmbeddedStoryWriter } from './embedded-story-writer';
export { writeEmbeddedStory } from './write-story';
export { ageBand, countWords, WORD_RANGES, type AgeBand, type WordRange } from './age-band';
