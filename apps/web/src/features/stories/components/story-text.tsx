import { storyParagraphs } from '../lib/story-text';
import classes from './story-reader.module.css';

/**
 * The story set for reading aloud: serif, large, one paragraph per passage; in the story's
 * language (`lang`) where that may differ from the page's.
 */
export function StoryText({ text, lang }: { text: string | null; lang?: string }) {
  return (
    <div className={classes.text} lang={lang}>
      {storyParagraphs(text).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
