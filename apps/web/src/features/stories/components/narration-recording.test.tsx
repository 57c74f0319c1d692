import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NarrationRecording } from './narration-recording';

describe('NarrationRecording', () => {
  it('says how long a recording usually takes and what comes next, not "a few seconds"', () => {
    const text = renderToStaticMarkup(
      <MantineProvider>
        <NarrationRecording />
      </MantineProvider>,
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('usually ready in under 10 seconds');
    expect(text).toContain('The player appears here when it is.');
    expect(text).not.toContain('a few seconds');
  });
});
