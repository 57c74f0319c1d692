/**
 * The router's error page's heading (docs/product.md#binding-strings), in a module of its own: the
 * bundler places a module whole, so the web app's first load carries this one string and not the
 * whole MESSAGES catalogue (docs/design.md#design-7: the landing page's byte budget).
 */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected Application Error!';
