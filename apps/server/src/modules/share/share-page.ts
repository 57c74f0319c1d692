import { MESSAGES, shareTitle } from '@sns/contract';
import type { StoryRow } from '../stories/story-repository';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * D8: the share page's sharing metadata, rendered into the SPA's index.html so crawlers (which
 * don't run scripts) see the story's title, description and picture.
 */
export function renderSharePage(indexHtml: string, story: StoryRow | undefined, publicUrl: string) {
  if (!story) {
    return indexHtml.replace('</head>', '    <meta name="robots" content="noindex" />\n  </head>');
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
  const twitter = `    <meta name="twitter:card" content="summary_large_image" />`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(MESSAGES.shareDescription)}" />`,
    )
    .replace('</head>', `${tags}\n${twitter}\n  </head>`);
}
