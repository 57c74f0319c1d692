import { storyParagraphs } from '../lib/story-text';
import classes from './story-reader.module.css';

/** The story set for reading aloud: serif, large, one paragraph per passage. */
export function StoryText({ text }: { text: string | null }) {
  return (
    <div className={classes.text}>
      {storyParagraphs(text).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
