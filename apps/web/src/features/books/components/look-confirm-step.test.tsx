import { MantineProvider } from '@mantine/core';
import type { Appearance } from '@sns/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LookConfirmStep } from './look-confirm-step';

const saved: Appearance = {
  skinTone: 'deep',
  hairColour: 'black',
  hairStyle: 'braids',
  eyeColour: 'brown',
  glasses: false,
  freckles: false,
};

function render(props: Parameters<typeof LookConfirmStep>[0]) {
  return renderToStaticMarkup(
    <MantineProvider>
      <LookConfirmStep {...props} />
    </MantineProvider>,
  );
}

/** The radio inputs of the page, with whether each is checked, by their accessible name. */
function radios(html: string) {
  return [...html.matchAll(/<button[^>]*role="radio"[^>]*>/g)].map((m) => ({
    name: /aria-label="([^"]*)"/.exec(m[0])?.[1]?.replace(/&#x27;/g, "'"),
    checked: /aria-checked="true"/.test(m[0]),
  }));
}

describe('LookConfirmStep (issue 28: the child profile wins)', () => {
  it("pre-selects the profile's saved colours and offers the photo's, not chosen", () => {
    const html = render({
      hero: 'Ife',
      appearance: saved,
      source: { fromProfile: true, photo: { skinTone: 'dark', hairColour: 'brown' } },
      onChange: () => {},
    });
    const all = radios(html);
    expect(all.filter((r) => r.checked).map((r) => r.name)).toEqual(['Deep', 'Black']);
    expect(all.map((r) => r.name)).toContain("Dark brown (the photo's suggestion)");
    expect(all.find((r) => r.name?.startsWith('Dark brown'))?.checked).toBe(false);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Chosen: Deep');
    expect(text).toContain('The photo suggests: Dark brown');
    expect(text).toContain('saved in Ife’s profile');
    expect(text).toContain('Use the photo’s colours');
  });

  it("chooses the photo's colours when the hero has no profile", () => {
    const html = render({
      hero: 'Tom',
      appearance: { ...saved, skinTone: 'dark' },
      source: { fromProfile: false, photo: { skinTone: 'dark', hairColour: 'black' } },
      onChange: () => {},
    });
    expect(
      radios(html)
        .filter((r) => r.checked)
        .map((r) => r.name),
    ).toEqual(['Dark brown', 'Black']);
    expect(html).not.toContain('the photo&#x27;s suggestion');
    expect(html).toContain('We guessed Tom');
  });
});
