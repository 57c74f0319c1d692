import { GENRES, MAX_AGE, MIN_AGE } from '@sns/contract';
import { Callout } from '../components/prose-page';

const GENRE_NOTES: Record<(typeof GENRES)[number], string> = {
  Fantasy: 'castles, kind wizards, talking animals and a little magic',
  Adventure: 'journeys, treasure maps, jungles and brave rescues',
  Mystery: 'gentle puzzles, clues and a missing teddy to find',
  'Sci-Fi': 'rockets, friendly robots and faraway planets',
  Comedy: 'silly mix-ups, giggles and happy endings',
};

/**
 * The Instructions page's text (docs/api.md#spec-3: child name, age, elements, genre, twist,
 * lesson).
 */
export function InstructionsContent() {
  return (
    <>
      <Callout>
        <p>
          <strong>New here? You get 12 free credits on sign-up</strong> — enough for your first
          three stories and one downloadable PDF book. Each story costs 1 credit (your first one is
          free).
        </p>
      </Callout>

      <h2>1. Create your account</h2>
      <p>
        Sign up with your e-mail (or with Google) and confirm your address with the link we send
        you. Then choose <strong>Create Story</strong> in the menu.
      </p>

      <h2>2. The child’s name</h2>
      <p>
        Type the name your child is called at home — a nickname works beautifully. This is the hero
        of the story. A first name is enough; there is no need for a surname.
      </p>

      <h2>3. The child’s age</h2>
      <p>
        Choose an age from {MIN_AGE} to {MAX_AGE}. The age shapes the story: short, simple and
        repetitive for toddlers, longer with richer words and a real plot for older children.
      </p>

      <h2>4. Three story elements</h2>
      <p>
        Write three things to weave into the story, separated by commas — for example{' '}
        <em>“a blue teddy bear, the seaside, a grumpy cat”</em>. They can be toys, animals, places,
        foods or people (Grandma works well). Three elements give the story its shape: try to mix a
        character, a place and an object.
      </p>

      <h2>5. Pick a genre</h2>
      <ul>
        {GENRES.map((genre) => (
          <li key={genre}>
            <strong>{genre}</strong> — {GENRE_NOTES[genre]}.
          </li>
        ))}
      </ul>

      <h2>6. A plot twist (optional)</h2>
      <p>
        Add a surprise for the middle of the story: <em>“the dragon turns out to be shy”</em> or{' '}
        <em>“the map leads back home”</em>. Leave it empty and we will choose one.
      </p>

      <h2>7. A life lesson (optional)</h2>
      <p>
        Something you would like the story to gently teach: sharing, trying new food, being brave at
        the doctor’s, saying sorry. The lesson is woven in kindly — never as a lecture.
      </p>

      <h2>Tips for the best stories</h2>
      <ul>
        <li>
          <strong>Avoid trademarked names</strong> of characters, brands and films (for example
          famous cartoon heroes or toy brands). Describe them instead: <em>“a friendly snowman”</em>{' '}
          rather than a film character’s name. Stories with trademarked names may be refused.
        </li>
        <li>Keep elements short: two to five words each works best.</li>
        <li>
          Don’t add personal details such as addresses, schools or full names — the story doesn’t
          need them.
        </li>
        <li>
          Not quite right? Create another: every story is different, even from the same ideas.
        </li>
      </ul>

      <h2>After the story is ready</h2>
      <ul>
        <li>
          <strong>Listen:</strong> press play for a calm narration (your first narration is free,
          then 1 credit).
        </li>
        <li>
          <strong>Change the picture:</strong> ask for a new AI image (1 credit, your first extra
          image is free), pick an earlier one, or upload your own.
        </li>
        <li>
          <strong>Make a book:</strong> turn the story into an illustrated PDF picture book for 10
          credits. It takes a moment to build and then it is yours to download and print.
        </li>
        <li>
          <strong>Share:</strong> share a story with family through a link; you can stop sharing at
          any time.
        </li>
      </ul>
      <p>
        Need more credits? Choose <strong>Buy Credits</strong> in the menu. Credits never expire.
      </p>
    </>
  );
}
