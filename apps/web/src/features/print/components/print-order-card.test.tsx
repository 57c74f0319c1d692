import { MantineProvider } from '@mantine/core';
import type { PrintOrder } from '@sns/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrintOrderCard } from './print-order-card';

const base: PrintOrder = {
  orderId: '5b1f0c1e-9d7a-4a57-9d3e-0c1f5b1f0c1e',
  mergedBookId: '6c2f0c1e-9d7a-4a57-9d3e-0c1f5b1f0c1e',
  title: 'The Moon Umbrella',
  coverThumbnailUrl: '/files/stories/moon.webp?sig=abc',
  status: 'submitted',
  quantity: 2,
  pageCount: 24,
  shippingOptionId: 'GROUND',
  itemCents: 5998,
  shippingCents: 499,
  taxCents: 0,
  totalCents: 6497,
  total: 64.97,
  currency: 'USD',
  tracking: null,
  deliveryWindow: { min: '2026-12-03', max: '2026-12-08' },
  cancelUntil: '2026-11-25T13:00:00.000Z',
  waitingForPrinter: false,
  refund: 'none',
  problem: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  paidAt: '2026-11-25T12:01:00.000Z',
};
const now = new Date('2026-11-25T12:30:00Z').getTime();

function render(order: PrintOrder) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <PrintOrderCard order={order} highlighted={false} now={now} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('PrintOrderCard', () => {
  it("shows the book's title, its cover picture and the total with its currency", () => {
    const { text, html } = render(base);
    expect(text).toContain('The Moon Umbrella');
    expect(html).toContain('src="/files/stories/moon.webp?sig=abc"');
    expect(html).toMatch(/<img[^>]*alt=""/);
    expect(text).toContain('$64.97 USD');
    const plain = render({ ...base, title: null, coverThumbnailUrl: null, currency: 'GBP' });
    expect(plain.text).toContain('Your printed book');
    expect(plain.html).not.toContain('<img');
    expect(plain.text).toContain('£64.97 GBP');
  });

  it('an order the printer holds unpaid says it is waiting, never printing, and can be canceled', () => {
    const { text, html } = render({ ...base, waitingForPrinter: true, cancelUntil: null });
    expect(text).toContain('At the printer — waiting, not printed yet');
    expect(text).toContain('Nothing has been printed yet');
    // The current step is "At the printer", never "Printing".
    expect(html).toMatch(/aria-current="step"[^>]*>(<[^>]+>|●)*At the printer/);
    expect(html).not.toMatch(/aria-current="step"[^>]*>(<[^>]+>|●)*Printing/);
    expect(text).toContain('Cancel order');
    expect(text).toContain('You can cancel at any time until printing starts.');
  });

  it('shows an order at the printer with its total, window and Cancel order', () => {
    const { text, html } = render(base);
    expect(text).toContain('At the printer');
    expect(text).toContain('2 copies');
    expect(text).toContain('$64.97');
    expect(text).toContain('December 3 – December 8');
    expect(text).toContain('Cancel order');
    expect(text).toContain('You can cancel until');
    expect(html).toContain('aria-current="step"');
    expect(text).not.toContain('Report a problem');
  });

  it('links the tracking page in a new tab once shipped, and drops Cancel', () => {
    const { html, text } = render({
      ...base,
      status: 'shipped',
      cancelUntil: null,
      tracking: { id: 'TRK1', urls: ['https://track.example/TRK1'], carrier: 'UPS' },
    });
    expect(html).toContain('href="https://track.example/TRK1"');
    expect(html).toContain('target="_blank"');
    expect(text).toContain('Track your parcel');
    expect(text).toContain('UPS, number TRK1');
    expect(text).not.toContain('Cancel order');
  });

  it('says untracked mail has no link, and offers a report once delivered', () => {
    const { text } = render({
      ...base,
      status: 'delivered',
      cancelUntil: null,
      shippingOptionId: 'MAIL',
    });
    expect(text).toContain('Sent by mail, without tracking');
    expect(text).toContain('Report a problem');
  });

  it("shows the printer's problem on a refunded order and the parent's report on a delivered one", () => {
    expect(
      render({
        ...base,
        status: 'refunded',
        refund: 'refunded',
        cancelUntil: null,
        problem: 'Cover too small',
      }).text,
    ).toContain('What the printer said: Cover too small');
    const delivered = render({
      ...base,
      status: 'delivered',
      cancelUntil: null,
      problem: 'Torn page',
    }).text;
    expect(delivered).toContain('Your report: Torn page');
    expect(delivered).not.toContain('Report a problem');
  });
});
