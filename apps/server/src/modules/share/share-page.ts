import { MESSAGES, shareTitle } from '@sns/contract';
import type { StoryRow } from '../stories/story-repository';

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
  const title = shareTitle(story.hero, story.elements);
  const tags = [
    ['og:url', `${publicUrl}/share/${story.userId}/${story.id}`],
    ['og:type', 'article'],
    ['og:title', title],
    ['og:description', MESSAGES.shareDescription],
    ...(story.imageKey ? [['og:image', `${publicUrl}/api/getSharedStoryImage/${story.id}`]] : []),
  ]
    .map(
      ([property, content]) =>
        `    <meta property="${property}" content="${escapeHtml(content ?? '')}" />`,
    )
    .join('\n');
  const description = `    <meta name="description" content="${escapeHtml(MESSAGES.shareDescription)}" />`;
  const twitter = `    <meta name="twitter:card" content="summary_large_image" />`;
  // Replacements are functions: a replacement string would read `$&`, `$'` and `` $` `` in a
  // hero's name as patterns and paste copies of the page into it.
  return withoutDescription(indexHtml)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${description}\n${tags}\n${twitter}\n  </head>`);
}

/** The page's own description, however the build wrote the tag: the story's replaces it. */
const withoutDescription = (html: string) =>
  html.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\r?\n?/gi, '');
