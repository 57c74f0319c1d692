import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { JOB_DEADLINE_MS } from './support/deadlines';
import { latestMailTo } from './support/outbox';
import { newParent, photoFile, type Parent } from './support/parents';
import { fillSpanishStoryForm } from './support/spanish-story';

/*
 * A family's first night in Spanish (issue 34): the landing page in a Spanish browser, sign-up and
 * its e-mail, a Spanish story, its narration, a PDF book and the share page — every screen in
 * Spanish and clean under axe. Then the same screens in an English browser, in the spec's words.
 */

/** Words only a Spanish text is full of, and words only an English one is. */
const SPANISH_WORDS = /\b(el|la|los|las|de|que|y|en|un|una|con|su)\b/giu;
const ENGLISH_WORDS = /\b(the|and|was|with|her|his|they|said|once upon)\b/giu;
const count = (text: string, words: RegExp) => (text.match(words) ?? []).length;

/** Spanish, as a reader would tell it: many Spanish function words, (almost) no English ones. */
function expectSpanish(text: string, what: string) {
  const words = text.split(/\s+/).length;
  expect(count(text, SPANISH_WORDS), `${what}: Spanish words`).toBeGreaterThan(words / 10);
  expect(text.match(ENGLISH_WORDS) ?? [], `${what}: English words`).toEqual([]);
}

/** Signs up through the page in the browser's language, as a parent would. */
async function signUp(page: Page, parent: Parent, words: SignUpWords) {
  await page.getByLabel(words.firstName, { exact: true }).fill(parent.firstName);
  await page.getByLabel(words.lastName).fill(parent.lastName);
  await page.getByLabel(words.email).fill(parent.email);
  await page.getByLabel(words.password, { exact: true }).fill(parent.password);
  await page.getByLabel(words.confirmPassword).fill(parent.password);
  await page.getByRole('switch', { name: words.agree }).check();
  await page.getByRole('button', { name: words.signUp, exact: true }).click();
}

interface SignUpWords {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agree: string;
  signUp: string;
}

/** The share page as a crawler gets it: the HTML's own title, language and sharing metadata. */
async function sharePageHead(page: Page, storyId: string) {
  const html = await (await page.request.get(`/share/${storyId}`)).text();
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

/** A signed-out visitor whose browser speaks `locale`. */
async function visitorPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('a family signs up, gets a Spanish story, hears it, makes its book and shares it — all in Spanish', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three background jobs in a row (the story, its narration, its book), each with its own
    // deadline on a busy machine (e2e/support/deadlines.ts).
    test.setTimeout(4 * JOB_DEADLINE_MS);
    const parent = newParent('Lucia');

    // The landing page speaks the browser's language from the first visit.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cuentos para dormir con tu peque de protagonista',
    );
    await expect(page.getByText('1 crédito es un cuento', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sign-up, in Spanish.
    await page.getByRole('banner').getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    await expect(page).toHaveTitle('Crear cuenta · Starry Night Story');
    await expectNoSeriousA11yViolations(page);
    await signUp(page, parent, {
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirmPassword: 'Repite la contraseña',
      agree: 'Acepto las Condiciones de uso y la Política de privacidad',
      signUp: 'Crear cuenta',
    });
    await expect(page.getByText('¡Tu cuenta está creada!')).toBeVisible();
    await expect(page).toHaveURL(/\/confirm-your-email$/);
    await expect(
      page.getByRole('heading', { name: 'Confirma tu correo electrónico' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The e-mail is in Spanish, subject and body; its link confirms the account.
    const mail = await latestMailTo(parent.email);
    expect(mail.subject).toBe('Confirma tu correo en Starry Night Story');
    expect(mail.body).toContain(`Hola, ${parent.firstName}:`);
    expect(mail.body).toContain('¡Te damos la bienvenida a Starry Night Story!');
    expect(mail.body).not.toMatch(/\b(Hello|Welcome|Please|confirm your)\b/);
    const link = mail.links.find((l) => l.includes('/confirm/'));
    expect(link, 'the confirmation link in the e-mail').toBeTruthy();
    await page.goto(new URL(link as string).pathname);
    await expect(page.getByText('¡Correo confirmado! Te llevamos a iniciar sesión…')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

    // Signing in; a click on the menu right after it is not undone by the sign-in's own move home.
    await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Correo electrónico').fill(parent.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Crear cuento' }).click();
    await expect(page.getByRole('heading', { name: 'Crea un cuento para dormir' })).toBeVisible();
    await expect(page).toHaveURL(/\/createstory$/);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    // A Spanish story, from the create page in Spanish.
    await expect(page.getByLabel('Escrito en')).toHaveValue('es');
    await expect(page.getByText('Tu primer cuento es gratis')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillSpanishStoryForm(page);
    await page.getByRole('button', { name: 'Crear mi cuento' }).click();
    await expect(
      page.getByRole('heading', { name: 'Escribiendo el cuento de Lucía…' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/loadedstory\?id=[0-9a-f-]{36}$/, { timeout: JOB_DEADLINE_MS });
    const storyId = new URL(page.url()).searchParams.get('id') as string;

    // The story's words are marked as Spanish, so a screen reader reads them in a Spanish voice.
    const story = page.locator('article [lang="es"]');
    await expect(story.locator('p').first()).toBeVisible();
    const storyText = (await story.locator('p').allInnerTexts()).join(' ');
    expectSpanish(storyText, 'the story');
    expect(storyText).toContain('Lucía');
    expect(storyText).toContain('Coronel');
    await expect(page.getByRole('button', { name: 'Crear un libro en PDF' })).toBeVisible();
    // The picture is said in Spanish too: what it shows, from its Spanish moment (decision 097).
    const picture = page.getByRole('img', { name: /^Lucía\b/ });
    await expect(picture).toBeVisible({ timeout: JOB_DEADLINE_MS });
    const pictureAlt = (await picture.getAttribute('alt')) ?? '';
    expectSpanish(pictureAlt, 'the picture’s alt text');
    await expectNoSeriousA11yViolations(page);

    // Narration: the Spanish voice reads it, and the sentence being read is marked.
    await page.getByRole('button', { name: 'Narrar (Gratis)' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Grabando la narración' }),
    ).toBeVisible();
    const audio = page.locator('audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), {
        timeout: JOB_DEADLINE_MS,
      })
      .toBeGreaterThan(0.5);
    await expect(page.getByRole('button', { name: 'Pausar la narración' })).toBeVisible();
    const spoken = page.locator('mark[aria-current="true"]');
    await expect(spoken).toBeVisible();
    const first = Number(await spoken.getAttribute('data-sentence'));
    await expect
      .poll(async () => Number(await spoken.getAttribute('data-sentence')), { timeout: 30_000 })
      .toBeGreaterThan(first);
    await expect(
      page.getByRole('status').filter({ hasText: 'La narración está lista.' }),
    ).toBeAttached({ timeout: JOB_DEADLINE_MS });
    await expect(page.getByRole('slider', { name: 'Avanzar o retroceder' })).toHaveAttribute(
      'aria-valuetext',
      /^\d+:\d{2} de \d+:\d{2}$/,
    );
    await page.getByRole('button', { name: 'Pausar la narración' }).click();
    await expect(page.getByRole('button', { name: 'Reproducir la narración' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const { audioUrl } = (await (await page.request.get(`/api/getStory/${storyId}`)).json()) as {
      audioUrl: string;
    };
    const narration = await page.request.get(audioUrl);
    expect(narration.ok()).toBe(true);
    expect(narration.headers()['content-type']).toMatch(/^audio\//);
    expect((await narration.body()).length).toBeGreaterThan(10_000);

    // The PDF book, with its own words in Spanish.
    await page.getByRole('button', { name: 'Crear un libro en PDF' }).click();
    await expect(page).toHaveURL(/\/pdf-per-story$/);
    await expect(page.getByRole('heading', { name: 'Haz un libro ilustrado' })).toBeVisible();
    await page.getByLabel('Sube una foto de tu peque').setInputFiles(await photoFile('lucia.png'));
    await expect(page.getByRole('img', { name: 'La foto para el libro' })).toBeVisible();
    const dedication = page.getByRole('textbox', { name: 'Dedicatoria' });
    await expect(dedication).toHaveValue('Para Lucía, con cariño');
    await dedication.fill('¡Para Lucía, la niña más valiente de España! ¿Lo sabías?');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Crear el libro' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('¿Seguro? Esto te costará 10 créditos.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso del libro' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡El libro de Lucía está listo!' })).toBeVisible(
      {
        timeout: JOB_DEADLINE_MS,
      },
    );
    await expectNoSeriousA11yViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar', exact: true }).click();
    const download = await downloading;
    // The book's text as poppler reads it, lines and pages joined: the book's own words in
    // Spanish, the date written the Spanish way, and ¡ ¿ ñ á kept by the fonts.
    const pdf = execFileSync('pdftotext', ['-enc', 'UTF-8', await download.path(), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    const today = new Date().toLocaleDateString('es', { dateStyle: 'long' });
    for (const words of [
      'Un cuento para dormir protagonizado por Lucía',
      '¡Para Lucía, la niña más valiente de España! ¿Lo sabías?',
      'protagonizado por Lucía',
      'Fin Dulces sueños, Lucía.',
      `Hecho con cariño para Lucía ${today}`,
      'Crea tus propios cuentos para dormir en Starry Night Story',
    ])
      expect(pdf, `the book says “${words}”`).toContain(words);
    // The parent's element, as typed: it may open a sentence ("Una oca…").
    expect(pdf.toLowerCase()).toContain('una oca gruñona llamada coronel');
    expect(pdf).not.toMatch(/\b(The End|Sweet dreams|bedtime stor|starring|Made with love)/i);
    expectSpanish(pdf, 'the book');

    // Shared: the page a visitor opens, and what a link preview reads, are Spanish.
    await page.goto(`/loadedstory?id=${storyId}`);
    await page.getByRole('button', { name: 'Compartir', exact: true }).click();
    await expect(page.getByLabel('Enlace para compartir')).toHaveValue(
      `${baseURL}/share/${storyId}`,
    );
    const head = await sharePageHead(page, storyId);
    const { title } = (await (await page.request.get(`/api/getStory/${storyId}`)).json()) as {
      title: string;
    };
    expect(head.lang).toBe('es');
    expect(head.title).toBe(title);
    expect(head.ogTitle).toBe(title);
    expect(head.ogDescription).toBe('Starry Night Story: ¡crea tu propio cuento!');
    expect(head.description).toBe(head.ogDescription);
    expectSpanish(title.replace(/&#39;/g, "'"), 'the story title');

    const visitor = await visitorPage(browser, 'es-ES');
    await visitor.page.goto(`/share/${storyId}`);
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.page.getByRole('link', { name: 'Crea tu propio cuento' })).toBeVisible();
    await expect(visitor.page.getByRole('img', { name: pictureAlt, exact: true })).toBeVisible();
    await expect(
      visitor.page.getByRole('link', {
        name: 'Descubre aquí más cuentos creados con inteligencia artificial',
      }),
    ).toBeVisible();
    await expect(
      visitor.page.getByRole('button', { name: 'Reproducir la narración' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(visitor.page);
    await visitor.context.close();
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the same screens keep the English of the spec, word for word', async ({
    page,
    browser,
    baseURL,
  }) => {
    const parent = newParent('Maya');
    const hero = 'Mia';
    const elements = ['a silver rocket', 'a sleepy owl', 'the seaside'];

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bedtime stories starring your child',
    );
    await expect(page.getByText('1 credit is one story', { exact: true })).toBeVisible();
    await expect(page.getByText('10 credits is one PDF book', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('banner').getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expectNoSeriousA11yViolations(page);
    await signUp(page, parent, {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      password: 'Password',
      confirmPassword: 'Confirm password',
      agree: 'I agree to the Terms of Use and Privacy Policy',
      signUp: 'Sign Up',
    });
    await expect(page.getByText('User created with success!')).toBeVisible();
    await expect(page).toHaveURL(/\/confirm-your-email$/);

    const mail = await latestMailTo(parent.email);
    expect(mail.subject).toBe('Confirm your e-mail for Starry Night Story');
    expect(mail.body).toContain(`Hello ${parent.firstName},`);
    const link = mail.links.find((l) => l.includes('/confirm/'));
    await page.goto(new URL(link as string).pathname);
    await expect(page.getByText('E-mail confirmed! Taking you to sign in…')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

    await page.getByLabel('E-mail').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Create Story' }).click();
    await expect(page.getByRole('heading', { name: 'Create a bedtime story' })).toBeVisible();
    await expect(page).toHaveTitle('Create Story · Starry Night Story');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByLabel('Written in')).toHaveValue('en');
    await expect(page.getByText('Your first story is free')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Hero's name").fill(hero);
    await page.getByLabel('Age').fill('5');
    await page.getByLabel('First story element').fill(elements[0] as string);
    await page.getByLabel('Second story element').fill(elements[1] as string);
    await page.getByLabel('Third story element').fill(elements[2] as string);
    await page.getByRole('radio', { name: 'Sci-Fi' }).click();
    await page.getByRole('button', { name: 'Create my story' }).click();
    await expect(page.getByRole('heading', { name: `Writing ${hero}’s story…` })).toBeVisible();
    await expect(page).toHaveURL(/\/loadedstory\?id=[0-9a-f-]{36}$/, { timeout: JOB_DEADLINE_MS });
    const storyId = new URL(page.url()).searchParams.get('id') as string;
    await expect(page).toHaveTitle(`${hero}'s bedtime story · Starry Night Story`);
    await expect(page.getByRole('button', { name: 'Narrate (Free)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a PDF book' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create a PDF book' }).click();
    await expect(page).toHaveURL(/\/pdf-per-story$/);
    await expect(page.getByText('Upload a photo of your child', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See an example book' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the story' }).click();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Share link copied!')).toBeVisible();
    await expect(page.getByLabel('Share link')).toHaveValue(`${baseURL}/share/${storyId}`);
    const head = await sharePageHead(page, storyId);
    expect(head.title).toBe(`${hero}&#39;s bedtime story with ${elements.join(', ')}`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBe('Starry Night Story - Create your own!');

    const visitor = await visitorPage(browser, 'en-US');
    await visitor.page.goto(`/share/${storyId}`);
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.page).toHaveTitle(`${hero}'s bedtime story`);
    await expect(
      visitor.page.getByRole('link', {
        name: 'Find out more Artificial Intelligence generated stories here',
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(visitor.page);
    await visitor.context.close();
  });
});
