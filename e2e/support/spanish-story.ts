import type { Page } from '@playwright/test';

/** The create page filled in Spanish, as the Spanish journeys' parent fills it: Lucía, 5, Coronel. */
export async function fillSpanishStoryForm(page: Page) {
  await page.getByLabel('Nombre del protagonista').fill('Lucía');
  await page.getByLabel('Edad').fill('5');
  await page.getByLabel('Primer elemento').fill('una oca gruñona llamada Coronel');
  await page.getByLabel('Segundo elemento').fill('un paraguas amarillo');
  await page.getByLabel('Tercer elemento').fill('la luna');
  await page.getByRole('radio', { name: 'Fantasía' }).click();
}
