import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL } from './consent-choices';
import { createGtagLoader, type GtagPage } from './gtag-loader';
import { ALL_DENIED } from './gtag-consent';

/** A page with a head to append scripts to and a window for dataLayer and gtag. */
function fakePage() {
  const scripts: { async: boolean; src: string }[] = [];
  const page: GtagPage = {
    window: {},
    document: {
      createElement: () => ({ async: false, src: '' }),
      head: { appendChild: (node: never) => scripts.push(node) },
    },
  };
  const commands = () =>
    (page.window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { page, scripts, commands };
}

/** A measurement id lookup that counts its calls and answers when told to. */
function measurementId(id: string | null) {
  let calls = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  return {
    lookup: async () => {
      calls += 1;
      await gate;
      return id;
    },
    release,
    calls: () => calls,
  };
}

const ANALYTICS_ONLY = { analytics: true, marketing: false, functionality: false };
const MARKETING_ONLY = { analytics: false, marketing: true, functionality: true };

describe('the analytics tag gate', () => {
  it('without a measurement id nothing loads, whatever the choice', async () => {
    const { page, scripts } = fakePage();
    const id = measurementId(null);
    id.release();
    const tag = createGtagLoader(page, id.lookup);
    await tag.apply(ACCEPT_ALL);
    await tag.apply(ANALYTICS_ONLY);
    expect(scripts).toEqual([]);
    expect(page.window.gtag).toBeUndefined();
    expect(page.window.dataLayer).toBeUndefined();
  });

  it('without analytics consent nothing loads, and the id is not even asked for', async () => {
    const { page, scripts } = fakePage();
    const id = measurementId('G-TEST1');
    id.release();
    const tag = createGtagLoader(page, id.lookup);
    await tag.apply(REJECT_ALL);
    await tag.apply(MARKETING_ONLY);
    await tag.apply(null);
    expect(scripts).toEqual([]);
    expect(page.window.gtag).toBeUndefined();
    expect(id.calls()).toBe(0);
  });

  it('analytics consent loads the script once, after consent mode: default denied, then the choice', async () => {
    const { page, scripts, commands } = fakePage();
    const id = measurementId('G-TEST1');
    id.release();
    const tag = createGtagLoader(page, id.lookup);
    await tag.apply(ANALYTICS_ONLY);
    expect(scripts).toEqual([
      { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1' },
    ]);
    const sent = commands();
    expect(sent.slice(0, 2)).toEqual([
      ['consent', 'default', ALL_DENIED],
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    expect(sent[2]?.[0]).toBe('js');
    expect(sent[3]).toEqual(['config', 'G-TEST1']);
  });

  it('later choices only update consent mode; a reset denies everything', async () => {
    const { page, scripts, commands } = fakePage();
    const id = measurementId('G-TEST1');
    id.release();
    const tag = createGtagLoader(page, id.lookup);
    await tag.apply(ACCEPT_ALL);
    await tag.apply(MARKETING_ONLY);
    await tag.apply(null);
    expect(scripts).toHaveLength(1);
    expect(commands().slice(4)).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
      ['consent', 'update', ALL_DENIED],
    ]);
  });

  it('choices made while the id is still on its way load the script once and keep their order', async () => {
    const { page, scripts, commands } = fakePage();
    const id = measurementId('G-TEST1');
    const tag = createGtagLoader(page, id.lookup);
    const first = tag.apply(ACCEPT_ALL);
    const second = tag.apply(ANALYTICS_ONLY);
    id.release();
    await Promise.all([first, second]);
    expect(scripts).toHaveLength(1);
    const updates = commands().filter((c) => c[0] === 'consent' && c[1] === 'update');
    expect(updates.at(-1)?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(commands().filter((c) => c[1] === 'default')).toHaveLength(1);
  });

  it('a failed id lookup is reported, and the next choice still goes through', async () => {
    const { page, scripts } = fakePage();
    let fail = true;
    const tag = createGtagLoader(page, async () => {
      if (fail) throw new Error('offline');
      return 'G-TEST1';
    });
    await expect(tag.apply(ACCEPT_ALL)).rejects.toThrow('offline');
    fail = false;
    await tag.apply(ACCEPT_ALL);
    expect(scripts).toHaveLength(1);
  });
});
