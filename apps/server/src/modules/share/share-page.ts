import { MESSAGES, shareTitle, type Language } from '@sns/contract';
import type { StoryRow } from '../stories/story-repository';

/**
 * The share page's words in the story's language (decision 070). English is docs/product.md's,
 * word for word; another language titles the page with the story's own title, written in it.
 */
const SHARE_WORDS: Record<
  Language,
  { title: (story: StoryRow) => string; description: string; locale: string }
> = {
  en: {
    title: (story) => shareTitle(story.hero, story.elements),
    description: MESSAGES.shareDescription,
    locale: 'en_US',
  },
  es: {
    title: (story) => story.title ?? `El cuento de ${story.hero} con ${story.elements}`,
    description: 'Starry Night Story: ¡crea tu propio cuento!',
    locale: 'es_ES',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * docs/decisions/d8-sharing.md: the share page's sharing metadata, rendered into the SPA's
 * index.html so crawlers (which don't run scripts) see the story's title, description and picture.
 */
export function renderSharePage(indexHtml: string, story: StoryRow | undefined, publicUrl: string) {
  if (!story) {
    return indexHtml.replace(
      '</head>',
      () => '    <meta name="robots" content="noindex" />\n  </head>',
    );
  }
  const words = SHARE_WORDS[story.language];
  const title = words.title(story);
  const tags = [
    ['og:url', `${publicUrl}/share/${story.userId}/${story.id}`],
    ['og:type', 'article'],
    ['og:title', title],
    ['og:description', words.description],
    ...(story.language === 'en' ? [] : [['og:locale', words.locale]]),
    ...(story.imageKey ? [['og:image', `${publicUrl}/api/getSharedStoryImage/${story.id}`]] : []),
  ]
    .map(
      ([property, content]) =>
        `    <meta property="${property}" content="${escapeHtml(content ?? '')}" />`,
    )
    .join('\n');
  const description = `    <meta name="description" content="${escapeHtml(words.description)}" />`;
  const twitter = `    <meta name="twitter:card" content="summary_large_image" />`;
  // Replacements are functions: a replacement string would read `$&`, `$'` and `` $` `` in a
  // hero's name as patterns and paste copies of the page into it.
  const page = story.language === 'en' ? indexHtml : inLanguage(indexHtml, story.language);
  return withoutDescription(page)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${description}\n${tags}\n${twitter}\n  </head>`);
}

/** The page's own description, however the build wrote the tag: the story's replaces it. */
const withoutDescription = (html: string) =>
  html.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\r?\n?/gi, '');

/** The page's `<html lang>` set to the story's, whether the build wrote one or not. */
const inLanguage = (html: string, language: Language) =>
  html.replace(/<html(\s+lang="[^"]*")?/i, () => `<html lang="${language}"`);
