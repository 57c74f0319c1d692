import type { AnotherVersionCost } from '@sns/contract';
import { costLabel } from './media-cost';
import { formatLocale } from '../../../lib/i18n/language-store';
import { translate } from '../../../lib/i18n/use-t';

/** In the page's language at the time it is asked (it can change without a reload). */
const timeFormat = () =>
  new Intl.DateTimeFormat(formatLocale(), { hour: 'numeric', minute: '2-digit' });

/**
 * What another version costs this parent now, under the page's rule (docs/decisions/020): until
 * when it is free, or its price once the free one is used or its minutes are over.
 */
export function anotherVersionNote(price: AnotherVersionCost, format = timeFormat()) {
  if (price.cost === 0 && price.freeUntil)
    return translate('story.versionFreeUntil', { time: format.format(new Date(price.freeUntil)) });
  return translate('story.versionCosts', { cost: costLabel(price.cost) });
}
