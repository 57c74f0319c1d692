import { Link } from 'react-router';
import { CONTACT, POLICY_VERSION } from './contact';

/** The Terms of Use, version 1.0. */
export function TermsOfUseContent() {
  return (
    <>
      <h2>1. Agreement</h2>
      <p>
        These Terms of Use are an agreement between you and Starry Night Story (“we”, “us”) for the
        use of this website and its services. By creating an account or using the service you accept
        these terms and our <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree,
        please do not use the service.
      </p>

      <h2>2. Who may use the service</h2>
      <ul>
        <li>
          The service is intended for users above 13. If you are under the age of majority where you
          live, a parent or guardian must agree to these terms for you.
        </li>
        <li>
          Stories are made <em>for</em> children, not <em>by</em> them: children must not open
          accounts. You are responsible for what children see and hear through your account.
        </li>
        <li>
          You may enter a child’s name or upload a child’s photo only if you are their parent or
          guardian, or have their parent’s or guardian’s permission.
        </li>
      </ul>

      <h2>3. Your account</h2>
      <p>
        Give accurate information, keep your password to yourself and tell us at{' '}
        <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a> if you think someone else used
        your account. You are responsible for activity in your account. You can stop using the
        service and delete your account at any time from Your Profile.
      </p>

      <h2>4. Credits and payments</h2>
      <ul>
        <li>
          New accounts receive 12 free credits. 1 credit is one story; 1 credit is one extra AI
          image; 10 credits is one PDF book.
        </li>
        <li>
          Credits are bought in packs through our payment processor’s secure checkout. Prices are
          shown, with currency, before you pay.
        </li>
        <li>Credits do not expire, have no cash value and cannot be transferred or resold.</li>
        <li>
          If a story, image, narration or book fails to be created, the credits it reserved are
          returned to your balance.
        </li>
        <li>
          Because credits are used to create digital content immediately, purchases are final once
          credits have been used. Unused credits bought in the last 14 days can be refunded on
          request. Nothing in these terms limits the rights you have under consumer law.
        </li>
        <li>
          Printed books are paid by card at checkout, including shipping, and are governed by the
          delivery terms shown there.
        </li>
      </ul>

      <h2>5. Your content</h2>
      <p>
        You keep all rights to what you provide: names, story ideas and uploaded photos (“your
        content”). You give us a limited licence to store and process your content only to provide
        the service to you — for example to write a story, draw an illustration or build a book —
        and, if you share a story, to show it to people with the link. This licence ends when you
        delete the content or your account. We never use your content to train artificial
        intelligence.
      </p>
      <p>
        You promise that you have the right to upload your content and that it does not break the
        law or anyone’s rights.
      </p>

      <h2>6. Generated stories and images</h2>
      <p>
        Stories, illustrations and narration are created automatically, in part by artificial
        intelligence. Subject to these terms, you may use the stories and books made for you for
        personal, non-commercial purposes — reading, printing, and sharing with family and friends.
        Because content is generated automatically, it may sometimes contain mistakes or be
        unsuitable for your child; please read a story before sharing it with a child, and tell us
        about anything inappropriate so we can improve.
      </p>

      <h2>7. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>
          enter content that is violent, sexual, hateful, harassing or otherwise inappropriate for
          children;
        </li>
        <li>
          use names of trademarked characters or brands, or content that infringes someone else’s
          rights;
        </li>
        <li>
          enter personal details of others beyond what a story needs (no addresses, schools or
          contact details);
        </li>
        <li>upload images of people without the right to do so;</li>
        <li>
          try to break, overload, scrape or reverse-engineer the service, or get around credit or
          security limits;
        </li>
        <li>resell the service or use it to create content for commercial publication.</li>
      </ul>
      <p>We may refuse requests, remove content or suspend accounts that break these rules.</p>

      <h2>8. Sharing</h2>
      <p>
        Stories are private unless you share them. A shared story can be seen by anyone who has its
        link; you can stop sharing at any time, after which the link no longer works.
      </p>

      <h2>9. Our service</h2>
      <p>
        We work hard to keep the service available and your stories safe, but we provide it “as is”
        and cannot promise it will always be uninterrupted or error-free. We may improve or change
        features; if we close the service we will give reasonable notice so you can download your
        books, and refund unused paid credits.
      </p>

      <h2>10. Liability</h2>
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses, and
        our total liability to you is limited to the amount you paid us in the 12 months before the
        claim. We do not exclude liability where the law does not allow it, such as for fraud or for
        death or personal injury caused by negligence.
      </p>

      <h2>11. Ending the agreement</h2>
      <p>
        You may stop using the service at any time and ask us to delete your account. We may suspend
        or end your account if you seriously or repeatedly break these terms; where it is fair to do
        so we will tell you first and refund unused paid credits.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        We may update these terms. We will show the new version and date on this page and, for
        important changes, tell you by e-mail or in the app before they apply. Continuing to use the
        service after that means you accept the new terms. This is version {POLICY_VERSION}.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>.
      </p>
    </>
  );
}
