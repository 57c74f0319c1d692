import { describe, expect, it } from 'vitest';
import { checkedHeroes, heroAgreement } from './hero-agreement-es';

const lucia = checkedHeroes({ hero: 'Lucía', cast: [{ name: 'Lucía', pronouns: 'she' }] });
const siblings = checkedHeroes({
  hero: 'Inés y Pablo',
  cast: [
    { name: 'Inés', pronouns: 'she' },
    { name: 'Pablo', pronouns: 'he' },
  ],
});

describe('the child’s own agreement in a Spanish story', () => {
  it('reads two siblings as one plural subject, masculine when one is a boy', () => {
    expect(siblings.at(-1)).toEqual({ name: 'Inés y Pablo', plural: true, gender: 'm' });
    expect(checkedHeroes({ hero: 'Noa' })).toEqual([{ name: 'Noa', plural: false }]);
  });

  it('finds a singular verb after two children, and a singular speech verb before them', () => {
    expect(heroAgreement('Olía a lluvia, e Inés y Pablo respiró hondo.', siblings)).toHaveLength(1);
    expect(heroAgreement('«¡Son mías!», dijo Inés y Pablo.', siblings)).toHaveLength(1);
    expect(heroAgreement('Inés y Pablo había estado allí.', siblings)).toHaveLength(1);
    expect(
      heroAgreement(
        'Olía a lluvia, e Inés y Pablo respiraron hondo. «¡Son mías!», dijeron Inés y Pablo. Pablo tiró de la manga de Inés.',
        siblings,
      ),
    ).toEqual([]);
  });

  it('leaves the child alone when the child is not the subject', () => {
    const text =
      'A Lucía le encantaban los enigmas. Las tripas de Lucía rugieron. Un gato miró pasar a Lucía.';
    expect(heroAgreement(text, lucia)).toEqual([]);
  });

  it('finds words about a girl in the masculine', () => {
    expect(heroAgreement('Lucía era de los que siempre se fijan en todo.', lucia)).toHaveLength(1);
    expect(heroAgreement('Ni corto ni perezoso, Lucía decidió ir.', lucia)).toHaveLength(1);
    expect(
      heroAgreement(
        'Lucía era de las que siempre se fijan en todo. Ni corta ni perezosa, Lucía decidió ir.',
        lucia,
      ),
    ).toEqual([]);
  });
});
