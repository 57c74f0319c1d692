/**
 * The seed a series' pictures draw its places from (docs/decisions/068): the same for every
 * chapter, so a place that returns is drawn the same way. Undefined for a story on its own.
 */
export function placeSeedOf(story: { seriesId: string | null }): { placeSeed?: number } {
  if (!story.seriesId) return {};
  let h = 0x811c9dc5;
  for (let i = 0; i < story.seriesId.length; i++)
    h = Math.imul(h ^ story.seriesId.charCodeAt(i), 0x01000193);
  return { placeSeed: h >>> 0 };
}
