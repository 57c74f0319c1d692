/**
 * Opens `url` in a new tab without giving it a handle on this one. When a pop-up blocker refuses
 * (the click was too long ago), the current tab goes there instead so the parent still gets it.
 */
export function openInNewTab(url: string) {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
