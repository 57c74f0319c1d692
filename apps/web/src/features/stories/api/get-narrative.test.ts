import { MESSAGES } from '@sns/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNarrative } from './get-narrative';

const STORY = '7b0c1f9e-8a55-4a43-9a4f-3f2f4c1d2e10';
const USER = '0f3e6c1a-2b4d-4e5f-8a9b-1c2d3e4f5a6b';

afterEach(() => vi.unstubAllGlobals());

describe('getNarrative', () => {
  it("fails with 'Invalid User or Story' without both ids, and sends nothing (docs/api.md#spec-5, docs/api.md#spec-8)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const [userId, storyId] of [
      [undefined, STORY],
      ['', STORY],
      [USER, undefined],
      [USER, ''],
    ] as const) {
      await expect(getNarrative(userId, storyId)).rejects.toThrow(MESSAGES.invalidUserOrStory);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server with both ids in the query and reads the marks', async () => {
    const body = {
      storyId: STORY,
      text: 'Goodnight.',
      marks: [{ start: 0, end: 1.2, charStart: 0, charEnd: 10 }],
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(getNarrative(USER, STORY)).resolves.toEqual(body);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      `/api/getNarrative?userId=${USER}&storyId=${STORY}`,
    );
  });
});
