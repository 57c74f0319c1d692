import { translate } from '../../../lib/i18n/use-t';

/**
 * Prices (docs/decisions/d1-credits.md) as the buttons say them: "Free" for the first, else "1
 * credit".
 */
export function costLabel(credits: number | undefined): string {
  if (credits === undefined) return '';
  return credits === 0 ? translate('common.free') : translate('common.credits', { n: credits });
}
