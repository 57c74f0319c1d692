/** The id of a series' section on My Stories, so a chapter's page can link straight to it. */
export const seriesAnchor = (seriesId: string) => `series-${seriesId}`;
