/** docs/decisions/d8-sharing.md: the public page of a shared story, on this site. */
export function shareLinkOf(uuid: string, origin = window.location.origin): string {
  return `${origin}/share/${uuid}`;
}

/**
 * Copies text to the clipboard; false when the browser refuses. The Clipboard API needs a secure
 * context and permission, so an off-screen textarea with execCommand is the fallback.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the fallback
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    // Deprecated but still the only synchronous fallback where the Clipboard API is missing.
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}
