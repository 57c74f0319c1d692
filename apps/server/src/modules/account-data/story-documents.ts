import { storyPageTitle } from '@sns/contract';
import type { StoryRow } from '../stories/story-repository';

/** A story as plain text: the title, a blank line, then the story as written. */
export function storyAsText(story: StoryRow): string {
  return `${story.title ?? storyPageTitle(story.hero)}\n\n${story.storyText ?? ''}\n`;
}

/**
 * A story as a page that opens in any browser from the unzipped folder, with its picture and
 * narration beside it. Every piece of user text is escaped; file names are ours (export-names.ts).
 */
export function storyAsHtml(
  story: StoryRow,
  files: { picture?: string; narration?: string },
): string {
  const title = escapeHtml(story.title ?? storyPageTitle(story.hero));
  const paragraphs = (story.storyText ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{max-width:42rem;margin:2rem auto;padding:0 1rem;font:1.1rem/1.6 Georgia,serif;color:#1d1f4e}img{max-width:100%;border-radius:12px}audio{width:100%}</style>
</head>
<body>
<h1>${title}</h1>
${files.picture ? `<img src="${files.picture}" alt="The picture of ${escapeHtml(story.hero)}'s story">` : ''}
${files.narration ? `<p><audio controls src="${files.narration}"></audio></p>` : ''}
${paragraphs}
</body>
</html>
`;
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
