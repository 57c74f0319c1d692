import { expect, type Page } from '@playwright/test';

/**
 * Controls a screen reader would announce twice (issue 28): a control whose name the text right
 * beside it says again, and which the reader therefore meets twice when it reads the page — a
 * visually hidden copy, a caption repeating a button, or a label that is drawn as the control
 * itself around a hidden file input ("Upload your own picture", then the input by those words).
 * An ordinary `<label>` of its own form field is the one pairing screen readers expect, and is
 * left be. axe has no rule for this; the check runs in the page on the DOM.
 */
export function controlsSaidTwice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'button, a[href], input:not([type=hidden]), select, textarea, img[alt]:not([alt=""]), [role=button], [role=link], [role=switch], [role=checkbox], [role=radio], [role=combobox], [role=slider], [role=tab], [role=menuitem], [role=img]';
    const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const hidden = (el: Element | null) => {
      for (let node = el; node; node = node.parentElement) {
        if (node.getAttribute('aria-hidden') === 'true') return true;
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    /** What a node says, less what is hidden from screen readers. */
    const said = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      if (getComputedStyle(node).display === 'none') return '';
      if (node instanceof HTMLImageElement) return node.alt;
      return [...node.childNodes].map(said).join(' ');
    };
    const nameOf = (el: Element): string => {
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) {
        return labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      }
      const label = el.getAttribute('aria-label');
      if (label) return label;
      if (el instanceof HTMLImageElement) return el.alt;
      const labels = (el as HTMLInputElement).labels;
      if (labels && labels.length > 0) return [...labels].map(said).join(' ');
      return said(el);
    };
    /** The field this neighbour is the ordinary label of, if it is one. */
    const labelOf = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const label = element?.closest('label') ?? element?.querySelector('label');
      return label?.control ?? null;
    };
    const found: string[] = [];
    for (const control of document.querySelectorAll(CONTROLS)) {
      if (hidden(control)) continue;
      const name = norm(nameOf(control));
      if (!name) continue;
      // The control's neighbours, and its wrappers' (a label beside the field's own box).
      const neighbours: Node[] = [];
      for (let node: Node | null = control, depth = 0; node && depth < 3; depth += 1) {
        if (node.previousSibling) neighbours.push(node.previousSibling);
        if (node.nextSibling) neighbours.push(node.nextSibling);
        node = node.parentNode;
      }
      for (const neighbour of neighbours) {
        if (neighbour.contains(control) || norm(said(neighbour)) !== name) continue;
        const isFile = control instanceof HTMLInputElement && control.type === 'file';
        if (labelOf(neighbour) === control && !isFile) continue;
        found.push(`${control.getAttribute('role') ?? control.tagName.toLowerCase()} "${name}"`);
        break;
      }
    }
    return [...new Set(found)];
  });
}

/** Every control on the page is announced once. */
export async function expectEachControlAnnouncedOnce(page: Page) {
  expect(await controlsSaidTwice(page), `said twice on ${page.url()}`).toEqual([]);
}
