import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookProgress } from './book-progress';

function textOf(html: string) {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('BookProgress', () => {
  it('says a book is usually ready in under a minute, keeping the original 2-3 minutes as the bound', () => {
    const text = textOf(
      renderToStaticMarkup(
        <MantineProvider>
          <BookProgress hero="Ines" status={undefined} />
        </MantineProvider>,
      ),
    );
    expect(text).toContain(
      'Most books are ready in under a minute, and it can take up to 2-3 minutes.',
    );
    expect(text).not.toContain('usually takes 2-3 minutes');
  });
});
