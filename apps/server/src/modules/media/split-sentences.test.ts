import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitSentences', () => {
  it('splits at full stops, questions and exclamations, keeping exact offsets', () => {
    const text = 'Mia woke up. Was it morning?  No! It was the moon…\n\nShe smiled.';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Mia woke up.',
      'Was it morning?',
      'No!',
      'It was the moon…',
      'She smiled.',
    ]);
    for (const s of sentences) expect(text.slice(s.charStart, s.charEnd)).toBe(s.text);
    expect(sentences.map((s) => s.endsParagraph)).toEqual([false, false, false, true, true]);
  });

  it('keeps dialogue, titles and initials inside their sentence', () => {
    expect(texts('“Wow!” said Mia. Mr. Fox waved to J. R. Bear. “Goodnight,” he said.')).toEqual([
      '“Wow!” said Mia.',
      'Mr. Fox waved to J. R. Bear.',
      '“Goodnight,” he said.',
    ]);
  });

  it('ends a sentence after closing quotes, and at a paragraph without a stop', () => {
    expect(texts('She whispered, "Sleep tight." The owl hooted\n\nThe end')).toEqual([
      'She whispered, "Sleep tight."',
      'The owl hooted',
      'The end',
    ]);
  });

  it('covers every word of the text, in order, without overlaps', () => {
    const text = 'One. Two? Three!\n\n  Four...   Five.\n';
    const sentences = splitSentences(text);
    for (let i = 1; i < sentences.length; i += 1)
      expect(sentences[i]!.charStart).toBeGreaterThanOrEqual(sentences[i - 1]!.charEnd);
    expect(sentences.map((s) => s.text).join(' ')).toBe('One. Two? Three! Four... Five.');
  });

  it('gives nothing for empty text', () => {
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});

describe('splitSentences in Spanish', () => {
  it('keeps a titled grown-up and what they are in one sentence: "la Sra. Okafor, la bibliotecaria"', () => {
    expect(
      texts(
        'Aquella noche, la Sra. Okafor, la bibliotecaria, le dio una llave a Lucía. El Dr. Ruiz y Dña. Rosa sonrieron. Ud. también.',
      ),
    ).toEqual([
      'Aquella noche, la Sra. Okafor, la bibliotecaria, le dio una llave a Lucía.',
      'El Dr. Ruiz y Dña. Rosa sonrieron.',
      'Ud. también.',
    ]);
  });

  it('ends a sentence after a word with an accent: "Lucía." is a name, not an initial', () => {
    expect(texts('Se lo dio a Lucía. La señora Okafor sonrió. Papá. Mamá.')).toEqual([
      'Se lo dio a Lucía.',
      'La señora Okafor sonrió.',
      'Papá.',
      'Mamá.',
    ]);
  });

  it('keeps the dialogue dash’s tag with its words, and starts anew at the next line said', () => {
    expect(
      texts(
        '—¿Vienes? —preguntó la señora Okafor, la bibliotecaria. —¡Sí! —dijo Lucía. «Buenas noches.» Se durmió.',
      ),
    ).toEqual([
      '—¿Vienes? —preguntó la señora Okafor, la bibliotecaria.',
      '—¡Sí! —dijo Lucía.',
      '«Buenas noches.»',
      'Se durmió.',
    ]);
  });
});
