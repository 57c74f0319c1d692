import { describe, expect, it } from 'vitest';
import { storyProgress, storyStage } from './story-stage';

describe('storyStage', () => {
  it('says what the storyteller is doing', () => {
    expect(storyStage(undefined)).toBe('Waiting for the storyteller…');
    expect(storyStage({ status: 'queued', progress: 0 })).toBe('Waiting for the storyteller…');
    expect(storyStage({ status: 'running', progress: 40 })).toBe('Writing the story…');
    expect(storyStage({ status: 'running', progress: 85 })).toBe('Painting the picture…');
  });
});

describe('storyProgress', () => {
  it('is 0–100, and 100 once completed', () => {
    expect(storyProgress({ status: 'running', progress: 140 })).toBe(100);
    expect(storyProgress({ status: 'running', progress: -3 })).toBe(0);
    expect(storyProgress({ status: 'completed', progress: 90 })).toBe(100);
  });
});
