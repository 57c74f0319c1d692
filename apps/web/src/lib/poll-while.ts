/**
 * How the web app polls, everywhere: a query's own `refetchInterval`, asking again every `ms`
 * while `busy` holds for its latest answer (undefined before the first one, or while the call
 * fails) and stopping by itself once it no longer does.
 */
export function pollWhile<T>(busy: (data: T | undefined) => boolean, ms: number) {
  return (query: { state: { data: T | undefined } }): number | false =>
    busy(query.state.data) ? ms : false;
}
