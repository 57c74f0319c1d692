import { describe, expect, it } from 'vitest';
import { FLITE_VOICES, fliteVoice } from './flite-voices';

describe('the embedded narrator’s voices', () => {
  it('keep their ids: narrations and API callers name them', () => {
    expect(FLITE_VOICES.map((v) => v.id)).toEqual(['slt', 'rms', 'awb', 'kal16']);
  });

  it('are named for how they sound — a name, then a few words — never as a machine', () => {
    for (const { label } of FLITE_VOICES) {
      expect(label).toMatch(/^[A-Z][a-z]+ — [a-z]+(?:, [A-Z]?[a-z]+)*$/);
      expect(label).not.toMatch(/robot|computer|machine|synthetic|artificial|classic/i);
    }
    expect(new Set(FLITE_VOICES.map((v) => v.label)).size).toBe(FLITE_VOICES.length);
  });

  it('falls back to the default voice for an id it does not know', () => {
    expect(fliteVoice('kal16').label).toBe('Kal — crisp, American');
    expect(fliteVoice('nobody').id).toBe('slt');
  });
});
