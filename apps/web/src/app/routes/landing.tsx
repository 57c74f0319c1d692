import { lazy, Suspense, useEffect, useState } from 'react';
import { Hero } from '../../features/site/components/hero';
import { HowItWorks } from '../../features/site/components/how-it-works';
import { OfferAndPricing } from '../../features/site/components/offer-and-pricing';
import { WhatItDoes } from '../../features/site/components/what-it-does';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { needAllWords } from '../../lib/i18n/language-store';
import { whenIdle } from '../../lib/when-idle';

/*
 * The bookmarks, the page's last section and far below the fold, come once the page is painted and
 * the browser idle, with their words (English's rest): the first paint's budget
 * (docs/design.md#design-7, decision 097) has no room for their pictures.
 */
const BookmarksSection = lazy(() =>
  Promise.all([
    import('../../features/bookmarks/components/bookmarks-section'),
    needAllWords(),
  ]).then(([module]) => ({ default: module.BookmarksSection })),
);

/**
 * / — Landing (docs/product.md#landing): what it is, how it works, the offer and prices, bookmarks
 * (footer in the layout).
 */
export function Component() {
  useDocumentTitle();
  const user = useCurrentUser();
  const createTo = user ? '/createstory' : '/signup';
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => setPainted(true), 500), []);

  return (
    <>
      <Hero createTo={createTo} />
      <WhatItDoes />
      <HowItWorks />
      <OfferAndPricing startTo={createTo} />
      {painted && (
        <Suspense fallback={null}>
          <BookmarksSection />
        </Suspense>
      )}
    </>
  );
}
