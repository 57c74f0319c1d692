import { describe, expect, it } from 'vitest';
import { createTurnBudget } from './turn-budget';

/** Resolves after the immediates queued so far have run: one more turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock the requests move: each one started costs `costMs` of the turn. */
function requests(budgetMs: number, costMs: number) {
  let now = 0;
  const started: string[] = [];
  const { admit } = createTurnBudget(budgetMs, () => now);
  const arrive = (...names: string[]) => {
    for (const name of names)
      admit(() => {
        started.push(name);
        now += costMs;
      });
  };
  return { arrive, started };
}

describe('the turn budget', () => {
  it('starts every request of a turn at once while the turn is within its budget', () => {
    const { arrive, started } = requests(1, 0.1);
    arrive('a', 'b', 'c', 'd', 'e');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('makes the requests that arrive past the budget wait for a later turn, in arrival order', async () => {
    const { arrive, started } = requests(1, 0.4);
    arrive('a', 'b', 'c', 'd', 'e');
    // a, b and c start within the first millisecond; the turn has spent 1.2 ms when d arrives.
    expect(started).toEqual(['a', 'b', 'c']);
    // The next turn has a whole budget of its own: d and e both start in it.
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('starts one request per turn however small the budget: none waits for ever', async () => {
    const { arrive, started } = requests(0, 5);
    arrive('a', 'b', 'c');
    expect(started).toEqual(['a']);
    await nextTurn();
    expect(started).toEqual(['a', 'b']);
    arrive('d');
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });
});
