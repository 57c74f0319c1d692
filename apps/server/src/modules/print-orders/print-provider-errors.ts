import { AppError, ValidationError } from '../../errors';
import { InvalidAddressError, PrintProviderUnavailableError } from '../../providers/print';

/**
 * The printer's refusals in our error bodies (docs/decisions/d3-error-bodies.md): a refused
 * address → 400 naming the field (`address.<field>`), the printer away → 503.
 */
export function asPrintError(error: unknown): unknown {
  if (error instanceof InvalidAddressError)
    return new ValidationError([
      { msg: error.message, path: error.field ? `address.${error.field}` : 'address' },
    ]);
  if (error instanceof PrintProviderUnavailableError)
    return new AppError(
      'unavailable',
      'print_unavailable',
      'The printer cannot be reached just now. Please try again in a minute.',
      undefined,
      30,
    );
  return error;
}
