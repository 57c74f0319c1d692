import { Link } from 'react-router';
import { Callout, TableWrap } from '../components/prose-page';
import { CONTACT, POLICY_VERSION } from './contact';

/** The Privacy Policy, version 1.0. */
export function PrivacyPolicyContent() {
  return (
    <>
      <Callout>
        <p>
          <strong>In short:</strong> we collect only what we need to make your stories, we never
          sell your data, we never use your child’s name, your stories or your photos to train
          artificial intelligence, photos you upload for a book are deleted once the book is built
          (unless you choose one as the story image), and deleting your account deletes every file
          in it.
        </p>
      </Callout>

      <h2>1. Who we are</h2>
      <p>
        Starry Night Story (“we”, “us”) provides personalised bedtime stories, illustrations,
        narration and picture books through this website. We are the controller of the personal data
        described here. You can reach us at{' '}
        <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>.
      </p>

      <h2>2. Who this policy is for</h2>
      <p>
        The service is for parents, guardians and other adults — and teenagers aged 13 and over —
        who create stories for children. Children do not use the service themselves and cannot open
        an account. When you type a child’s name or upload a child’s photo, you do so as their
        parent or guardian, or with their parent’s or guardian’s permission.
      </p>

      <h2>3. What we collect</h2>
      <TableWrap label="Data we collect">
        <table>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Examples</th>
              <th scope="col">Why we need it</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Account data</td>
              <td>
                First and last name, e-mail, password (stored only as a one-way hash), optional
                profile photo, account creation date, credit balance
              </td>
              <td>To create and secure your account, sign you in and show your profile</td>
            </tr>
            <tr>
              <td>Google sign-in data</td>
              <td>
                Your name, e-mail and Google account identifier, if you choose “Sign in with Google”
              </td>
              <td>To sign you in without a password</td>
            </tr>
            <tr>
              <td>Story inputs</td>
              <td>
                The child’s name (the story hero), age, three story elements, genre, plot twist,
                life lesson
              </td>
              <td>To write the story you asked for</td>
            </tr>
            <tr>
              <td>Stories and media we create</td>
              <td>Story texts, illustrations, narration audio, PDF books</td>
              <td>To show, play and deliver them to you</td>
            </tr>
            <tr>
              <td>Uploaded photos</td>
              <td>A picture you upload as a story image, profile photo or book reference</td>
              <td>To use it exactly where you chose to</td>
            </tr>
            <tr>
              <td>Purchase records</td>
              <td>
                What you bought, amount, date, receipt; for printed books, the shipping address
              </td>
              <td>To give you credits, send receipts and books, and meet accounting duties</td>
            </tr>
            <tr>
              <td>Technical data</td>
              <td>Session cookie, security token, IP address and browser type in server logs</td>
              <td>To keep you signed in and protect the service from abuse</td>
            </tr>
            <tr>
              <td>Cookie choices and, with consent, usage analytics</td>
              <td>Your consent record; pages visited and features used</td>
              <td>To respect your choices and, if you allow it, improve the service</td>
            </tr>
          </tbody>
        </table>
      </TableWrap>
      <p>
        <strong>Payments</strong> are handled by our payment processor on its own secure checkout
        page. We never see or store your full card number; we receive only a confirmation, the
        amount and a receipt link.
      </p>

      <h2>4. Legal bases</h2>
      <ul>
        <li>
          <strong>Contract:</strong> to provide the account, stories, media, books and purchases you
          ask for.
        </li>
        <li>
          <strong>Legitimate interests:</strong> to secure the service, prevent fraud and fix
          problems.
        </li>
        <li>
          <strong>Consent:</strong> for analytics, marketing and functionality cookies, which you
          can withdraw at any time.
        </li>
        <li>
          <strong>Legal obligation:</strong> to keep purchase records for tax and accounting.
        </li>
      </ul>

      <h2>5. Children’s names and photos</h2>
      <p>
        We treat everything about a child with extra care. A child’s name and the story elements are
        used only to write and show your stories. Uploaded images are fully decoded and re-encoded
        on our servers, which removes hidden information such as camera details and GPS location.
      </p>
      <ul>
        <li>
          A photo uploaded to build a PDF book is{' '}
          <strong>deleted as soon as the book is built</strong>, unless you chose to use it as the
          story image — then it is kept as part of that story until you delete the story or your
          account.
        </li>
        <li>
          Your stories are private. A story becomes visible to others only if you share it, and you
          can stop sharing at any time.
        </li>
        <li>
          <strong>
            We never use your uploads, stories or your child’s details to train artificial
            intelligence
          </strong>
          , and we do not allow the providers we use to do so.
        </li>
      </ul>

      <h2>6. Who we share data with</h2>
      <p>
        We never sell personal data. We share it only with service providers that work for us, under
        contract:
      </p>
      <ul>
        <li>hosting, database and file storage providers;</li>
        <li>
          the payment processor for purchases, and the printing and delivery partner for printed
          books;
        </li>
        <li>an e-mail provider to send confirmation links, password codes and receipts;</li>
        <li>
          if enabled, AI providers that generate story text, images or narration from your story
          inputs, under terms that forbid training on them;
        </li>
        <li>
          Google, only if you choose Google sign-in; and, with your consent, analytics and
          advertising services.
        </li>
      </ul>
      <p>We may disclose data when the law requires it, or to protect the safety of a person.</p>

      <h2>7. How long we keep data</h2>
      <ul>
        <li>Account data, stories and their media: while your account exists.</li>
        <li>
          Photos uploaded for a book: until the book is built (or, if chosen as the story image,
          with that story).
        </li>
        <li>Password reset codes: 10 minutes. E-mail confirmation links: 24 hours.</li>
        <li>Sessions: up to 30 days, or until you sign out.</li>
        <li>
          Purchase records: as long as tax and accounting law requires (usually up to 10 years),
          without story content.
        </li>
        <li>Server logs: up to 30 days.</li>
      </ul>
      <p>
        <strong>Deleting your account deletes every file in it</strong> — stories, illustrations,
        narration, books and photos — and your personal data, except purchase records we must keep
        by law.
      </p>

      <h2>8. Your rights</h2>
      <p>
        You can ask to access, correct, export or delete your personal data, to restrict or object
        to its use, and to withdraw consent at any time. From Your Profile you can yourself download
        all your data (Download my data: one zip file with every story, picture, narration, book and
        your account’s records) and delete your account with everything in it (Delete my account).
        For anything else, write to <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a> from
        your account’s e-mail address. We answer within 30 days. You may also complain to your local
        data protection authority.
      </p>

      <h2>9. Cookies</h2>
      <p>We use four kinds of cookies:</p>
      <ul>
        <li>
          <strong>Essential</strong> (always on): keep you signed in, protect forms against forgery
          (a security token) and remember your cookie choices.
        </li>
        <li>
          <strong>Analytics</strong> (only with consent): help us understand which features are
          used, in aggregate.
        </li>
        <li>
          <strong>Marketing</strong> (only with consent): measure whether our advertising works.
        </li>
        <li>
          <strong>Functionality</strong> (only with consent): remember preferences that make the
          service nicer to use.
        </li>
      </ul>
      <p>
        You choose in the cookie banner, and you can change your mind at any time in your profile’s
        cookie settings. Your choice is stored for up to one year.
      </p>

      <h2>10. Security</h2>
      <p>
        Passwords are stored with a strong one-way hash (Argon2id). Connections are encrypted,
        sessions can be revoked, files are reached only through short-lived signed links, and every
        request is checked against the signed-in account. No system is perfectly secure; if a breach
        affects you, we will tell you without undue delay.
      </p>

      <h2>11. International transfers</h2>
      <p>
        Our providers may process data in other countries. Where they do, we use appropriate
        safeguards such as the standard contractual clauses.
      </p>

      <h2>12. Changes to this policy</h2>
      <p>
        When we change this policy we update its version and date above, and for important changes
        we tell you by e-mail or in the app before they apply. This is version {POLICY_VERSION}. See
        also our <Link to="/terms-of-use">Terms of Use</Link>.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about privacy: <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>.
        Anything else: <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>.
      </p>
    </>
  );
}
