import { Link } from 'react-router';
import { CONTACT } from './contact';

/** The About page's text. */
export function AboutContent() {
  return (
    <>
      <h2>Why we made Starry Night Story</h2>
      <p>
        Every parent knows the request: <em>“One more story — about me!”</em> After a long day,
        inventing a new tale with your child’s favourite toy, their best friend and a dragon who is
        afraid of the dark is a lot to ask. Starry Night Story does the inventing with you, so the
        last minutes of the day can be about being together.
      </p>
      <p>
        You give us your child’s name, their age and three things they love. We write a brand-new
        story in which they are the hero — gentle, age-appropriate and ending calmly, the way
        bedtime stories should. Each story gets its own illustration, and you can listen to it read
        aloud with the lights down.
      </p>

      <h2>What you can do</h2>
      <ul>
        <li>
          Create personalised stories in five genres: Fantasy, Adventure, Mystery, Sci-Fi and
          Comedy.
        </li>
        <li>Add a plot twist or a life lesson — sharing, kindness, being brave at the dentist.</li>
        <li>Ask for a new illustration, or use one of your own pictures as the story image.</li>
        <li>Listen to a calm narration of every story.</li>
        <li>
          Turn a favourite story into an illustrated PDF picture book, and share a story with family
          through a private link.
        </li>
        <li>Print free bookmarks from the home page.</li>
      </ul>

      <h2>Made with care for families</h2>
      <p>
        The service is used by parents and guardians (13 and over), never directly by children. We
        ask only for what a story needs. Photos you upload to make a picture book are deleted once
        the book is built, unless you choose one as the story image. We never use your child’s name,
        your stories or your photos to train artificial intelligence. At any time, from Your
        Profile, you can download all your stories and data, or delete your account and every file
        in it. The details are in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>How credits work</h2>
      <p>
        New accounts start with 12 free credits — enough for your first three stories and one
        downloadable PDF book. After that, 1 credit is one story, 1 credit is one extra AI image,
        and 10 credits is one PDF book. Your first narration is free, and each one after it costs 1
        credit, as does each extra AI image after your first. Credits never expire and there is no
        subscription.
      </p>

      <h2>Say hello</h2>
      <p>
        We are a small team of parents and engineers. Questions, ideas, a story your child loved?
        Write to us at <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a> — we read every
        message.
      </p>
    </>
  );
}
