import { formatLocale } from '../../../lib/i18n/language-store';
/** An amount in minor units as a parent reads it: "$29.99", "€12.50". */
export function formatCents(cents: number, currency: string): string {
  return formatMoney(cents / 100, currency);
}

/** An amount in major units (as getBookPrice and getShipmentPrices send them). */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still reads as an amount.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * The total the print-book page shows before paying: copies × price per copy + shipping, in cents
 * so 3 × 29.99 stays exact. Tax, if any, is added by the checkout.
 */
export function orderTotalCents(pricePerCopy: number, quantity: number, shipping: number): number {
  return Math.round(pricePerCopy * 100) * quantity + Math.round(shipping * 100);
}
