import { MESSAGES } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { purchaseErrorText } from './purchase-error';

describe('purchaseErrorText', () => {
  it("joins the errors' msg entries with ' - '", () => {
    const error = new ApiError(400, {
      errors: [{ msg: 'product.product_id: Required' }, { msg: 'user: Invalid input' }],
    });
    expect(purchaseErrorText(error)).toBe('product.product_id: Required - user: Invalid input');
  });

  it('asks to contact support for anything else', () => {
    expect(purchaseErrorText(new ApiError(503, { message: 'Payments are down' }))).toBe(
      MESSAGES.contactSupport,
    );
    expect(purchaseErrorText(new TypeError('Failed to fetch'))).toBe(MESSAGES.contactSupport);
    expect(MESSAGES.contactSupport).toBe('An error occurred:. Please, contact support.');
  });
});
