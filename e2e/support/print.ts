import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { JOB_DEADLINE_MS } from './deadlines';
import { E2E_DATA_DIR } from './environment';
import { csrfToken, photoFile } from './parents';

/**
 * Printed books (docs/product.md#printed-books), shared by the printed-book journeys: what they
 * make through the API or the shop to get to the part of the journey they are about, and the
 * print lab's buttons, which stand in for the printer.
 */

/** A PDF book of one story, made through the API (10 credits), waited for until finished. */
export async function makePdfBook(page: Page, userId: string, storyId: string) {
  const started = await page.request.post(
    `/api/generateBookUsingImageAsReference/${userId}/${storyId}/false`,
    {
      headers: { 'csrf-token': await csrfToken(page) },
      multipart: {
        image: await photoFile('child.png', 512),
        selectedStories: JSON.stringify([storyId]),
        useImageAsMainImage: 'false',
      },
    },
  );
  expect(started.status(), await started.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/getBookFromStoryGenerationStatus/${storyId}`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: JOB_DEADLINE_MS },
    )
    .toBe('completed');
}

/** Ten more credits through the shop and the test checkout. */
export async function buyTenCredits(page: Page) {
  await page.goto('/purchase');
  await page
    .getByRole('article', { name: '10 Credits' })
    .getByRole('button', { name: 'Purchase' })
    .click();
  await expect(page).toHaveURL(/\/test-checkout\/[0-9a-f-]{36}$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('10 credits were added to your account.')).toBeVisible();
}

/**
 * A printed book of all the parent's finished PDF books, merged through the API
 * (`mergePDFsForPrinting` with the links `printableBooks` gives, docs/api.md#printed-books) and
 * waited for until its print files are built and passed by the printer. Returns its id.
 */
export async function mergeBooksByApi(page: Page) {
  const printable = await page.request.get('/api/printableBooks');
  expect(printable.status(), await printable.text()).toBe(200);
  const books = ((await printable.json()) as { url: string }[]).map((b) => b.url);
  expect(books.length, 'finished PDF books to print').toBeGreaterThan(0);
  const started = await page.request.post('/api/mergePDFsForPrinting', {
    headers: { 'csrf-token': await csrfToken(page) },
    data: { books },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { mergedBookId } = (await started.json()) as { mergedBookId: string };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/mergedBooks/${mergedBookId}`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: JOB_DEADLINE_MS, message: 'the merged book is ready to print' },
    )
    .toBe('ready');
  return mergedBookId;
}

/** Moves the order on in the print lab, as the printer would, then comes back to the orders. */
export async function labAction(page: Page, orderId: string, action: string) {
  await openPrintLab(page);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  const job = page.getByRole('region').filter({ hasText: orderId });
  await job.getByRole('button', { name: action }).click();
  await expect(page).toHaveURL(/\/print-lab/);
  await page.goto(`/print-orders?order=${orderId}`);
}

/**
 * On /print-book with an address and shipping chosen: Pay, then the test checkout with the test
 * card, then the success page until the order is at the printer (its cancel deadline shows).
 * Returns the order id; the page stays on the success page.
 */
export async function payForPrintedBook(page: Page) {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/test-checkout\/book\/[0-9a-f-]{36}$/);
  const orderId = /book\/([0-9a-f-]{36})$/.exec(page.url())?.[1] as string;
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout-book-success-page\\?order=${orderId}$`));
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your printed book is ordered' }),
  ).toBeVisible({ timeout: 20_000 });
  // Sent to the printer: from now until the printer starts, the order can be canceled.
  await expect(page.getByText(/^You can cancel until .+\.$/)).toBeVisible({ timeout: 20_000 });
  return orderId;
}

/**
 * The print lab's page as its operator opens it: the token from the server's DATA_DIR, given once
 * on the lab's sign-in form (the browser then keeps the lab's cookie).
 */
export async function openPrintLab(page: Page) {
  await page.goto('/print-lab');
  const field = page.getByLabel('Operator token');
  if (await field.isVisible()) {
    await field.fill(readFileSync(join(E2E_DATA_DIR, 'print-lab-token'), 'utf8').trim());
    await page.getByRole('button', { name: 'Open the print lab' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Print lab' })).toBeVisible();
  await expect(page.getByLabel('Operator token')).toHaveCount(0);
}
