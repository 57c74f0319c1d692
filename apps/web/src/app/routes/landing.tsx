import { BookmarksSection } from '../../features/bookmarks/components/bookmarks-section';
import { Hero } from '../../features/site/components/hero';
import { HowItWorks } from '../../features/site/components/how-it-works';
import { OfferAndPricing } from '../../features/site/components/offer-and-pricing';
import { WhatItDoes } from '../../features/site/components/what-it-does';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * / — Landing (docs/product.md#landing): what it is, how it works, the offer and prices, bookmarks
 * (footer in the layout).
 */
export function Component() {
  useDocumentTitle();
  const user = useCurrentUser();
  const createTo = user ? '/createstory' : '/signup';

  return (
    <>
      <Hero createTo={createTo} />
      <WhatItDoes />
      <HowItWorks />
      <OfferAndPricing startTo={createTo} />
      <BookmarksSection />
    </>
  );
}
