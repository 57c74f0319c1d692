import type { FastifyInstance } from 'fastify';

/**
 * How long one turn of the event loop may spend on the requests it starts before the rest wait
 * for the next turn (docs/decisions/094): short enough that 50 connections opened at once are all
 * accepted within ~100 ms, long enough that the turns' own cost stays a few per cent.
 */
export const TURN_BUDGET_MS = 1;

/**
 * Node accepts one new connection per turn of its event loop (libuv's pull request 3696). A
 * saturated server serves in each turn every request its open connections sent, so a turn lasts about
 * (open connections × one request's cost), and a burst of new connections waits one ever-longer
 * turn each: the 50th of 50 opened at once had its first request read 400–900 ms later, while the
 * process itself never stopped. Here a request that arrives once this turn has spent its budget
 * waits for the next turn (in arrival order): every turn stays near the budget, so the next
 * connection is accepted, and the next timer runs, within about that.
 */
export function createTurnBudget(budgetMs: number, now: () => number = () => performance.now()) {
  let turnStartedAt: number | undefined;
  // Scheduled by a turn's first request: it runs after the turn's requests have been read (in the
  // check phase of the same loop iteration, or the next one if that turn began in a check phase).
  const endTurn = () => {
    turnStartedAt = undefined;
  };
  const admit = (start: () => void) => {
    const t = now();
    // A turn's first request always starts: however small the budget, every turn serves one.
    if (turnStartedAt === undefined) {
      turnStartedAt = t;
      setImmediate(endTurn);
      start();
    } else if (t - turnStartedAt < budgetMs) start();
    // An immediate queued now runs after those queued before it: arrival order is kept.
    else setImmediate(admit, start);
  };
  return { admit };
}

/** Every request passes the turn budget first, before any other hook of the app. */
export function registerTurnBudget(app: FastifyInstance, budgetMs = TURN_BUDGET_MS) {
  const { admit } = createTurnBudget(budgetMs);
  app.addHook('onRequest', (_request, _reply, done) => admit(() => done()));
}
