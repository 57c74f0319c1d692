import { describe, expect, it } from 'vitest';
import { classifyElement, classifyPresent } from './classify-element';
import { elementNamed } from './named-element';

describe('grown-ups the writer names by title (decision 093)', () => {
  it('draws "Mrs Patel", "Miss Honey" and "Mr Brown" as grown-ups, not as child friends', () => {
    for (const [text, presents] of [
      ['Mrs Patel', 'f'],
      ['Miss Honey', 'f'],
      ['Mr Brown', 'm'],
      ['Ms Okafor', 'f'],
    ] as const) {
      const drawn = classifyPresent(text);
      expect(drawn.kind, text).toBe('figure');
      expect(drawn.role?.build, text).toBe('adult');
      expect(drawn.role?.presents, text).toBe(presents);
      expect(drawn.lookKey, text).toBe(text.toLowerCase());
    }
  });

  it('keeps the role the words give, in the presentation the title gives', () => {
    const librarian = classifyElement('Mrs Patel the librarian');
    expect(librarian.role?.build).toBe('adult');
    expect(librarian.role?.presents).toBe('f');
    expect(librarian.lookKey).toBe('mrs patel');
    expect(classifyElement('Dr Ade').role?.id).toBe('doctor');
    expect(classifyElement('Grandpa Joe').role?.id).toBe('grandfather');
  });

  it('leaves a child a child, and a thing named after someone that thing', () => {
    expect(classifyPresent('Max').role?.build).toBe('child');
    expect(classifyElement('Sir Fluffington the cat').kind).toBe('creature');
    expect(classifyElement("Mrs Patel's kitchen").kind).toBe('place');
    expect(classifyElement('a missing sock').kind).not.toBe('figure');
  });

  it('finds the element a name opens: "Mrs Patel" is "Mrs Patel the librarian"', () => {
    const elements = ['Mrs Patel the librarian', 'the library', "Grandpa's false teeth"];
    expect(elementNamed('Mrs Patel', elements)).toBe('Mrs Patel the librarian');
    expect(elementNamed('Kofi', ['Kofi, her big brother'])).toBe('Kofi, her big brother');
    // A possessive is not the person: Grandpa is not his false teeth.
    expect(elementNamed('Grandpa', elements)).toBeUndefined();
  });

  it('knows Spanish titles, written in lower case after their article (issue 34)', () => {
    for (const [text, presents] of [
      ['la señora Okafor', 'f'],
      ['el señor Patel', 'm'],
      ['la Sra. Okafor', 'f'],
      ['doña Rosa', 'f'],
      ['don Manuel', 'm'],
      ['la señorita Luna', 'f'],
    ] as const) {
      const drawn = classifyPresent(text);
      expect(drawn.kind, text).toBe('figure');
      expect(drawn.role?.build, text).toBe('adult');
      expect(drawn.role?.presents, text).toBe(presents);
    }
    // "don" and "doña" start like "doctor"; only a doctor is one.
    expect(classifyPresent('don Manuel').role?.id).not.toBe('doctor');
    expect(classifyPresent('la doctora Ruiz').role).toMatchObject({ id: 'doctor', presents: 'f' });
    // The appositive is part of who she is, not dropped: a grown-up woman, not a child friend.
    const librarian = classifyElement('la señora Okafor, la bibliotecaria');
    expect(librarian.kind).toBe('figure');
    expect(librarian.role).toMatchObject({ build: 'adult', presents: 'f' });
    expect(librarian.lookKey).toBe('senora okafor');
  });

  it('finds the Spanish element a titled name opens: "la señora Okafor" is "…, la bibliotecaria"', () => {
    const elements = ['la señora Okafor, la bibliotecaria', 'la biblioteca', 'un farol'];
    expect(elementNamed('la señora Okafor', elements)).toBe('la señora Okafor, la bibliotecaria');
    expect(elementNamed('don Manuel', ['don Manuel, el panadero'])).toBe('don Manuel, el panadero');
    expect(elementNamed('Kofi', ['Kofi, su hermano mayor'])).toBe('Kofi, su hermano mayor');
    // A title alone names nobody.
    expect(elementNamed('la señora', elements)).toBeUndefined();
  });
});
