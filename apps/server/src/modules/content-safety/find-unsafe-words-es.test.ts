import { describe, expect, it } from 'vitest';
import { GENRES } from '@sns/contract';
import { writeEmbeddedStory } from '../../providers/text/embedded';
import { findUnsafeWords } from './find-unsafe-words';

/** The same disguises as in English, over Spanish words (docs/decisions/074). */
const DISGUISES: [how: string, text: string, reads: string][] = [
  ['the word', 'una mierda', 'mierda'],
  ['an accent dropped', 'cabron', 'cabron'],
  ['its accent kept', 'cabrón', 'cabron'],
  ['a capital', 'ASESINATO en el bosque', 'asesinato'],
  ['letters apart by dots', 'p.u.t.a', 'puta'],
  ['letters apart by spaces', 'm i e r d a', 'mierda'],
  ['a 1 for an i', 'm1erda', 'mierda'],
  ['repeated letters', 'mieeeerda', 'mieeeerda'],
  ['a Cyrillic look-alike', 'аsesinato', 'asesinato'],
  ['fullwidth letters', 'ｍｉｅｒｄａ', 'mierda'],
  ['a zero-width space', 'pis\u200Btola', 'pistola'],
  ['a phrase', 'me quiero morir', 'me quiero morir'],
  ['a plural', 'las pistolas', 'pistolas'],
];

/**
 * Ordinary Spanish words a children's story uses, many of them holding a listed word or sharing
 * its letters: none may be refused.
 */
const INNOCENT = `
  bombones bombón bombero bomberos bombilla bombonera computadora disputa diputado reputación
  vino vinieron zorra zorro perra perrito heroína héroe cono cucurucho gorro gorra sexto sexta
  cigarra matasellos matorral mata rematar matemáticas pollo pollito polluelo sangría
  pistacho rompecabezas morado morder muerdo disparate violeta violín mariquita pendiente
  vergüenza verano tabaquera chinchilla mamá culebra marrón ronronea cojín cojines
  cabra cabrito hostal granada desnudo
  piscina pastel tortuga tortilla asesor asesorar carnaval ogro abrazo beso dormir soñar
`
  .split(/\s+/)
  .filter(Boolean)
  .concat(['polla de agua', 'ron ron', 'muertos de risa', 'put a hat on']);

describe('the unsafe-word check in Spanish', () => {
  it.each(DISGUISES)('sees through %s', (_how, text, reads) => {
    expect(findUnsafeWords(text)).toContain(reads);
  });

  it('passes ordinary Spanish words, even those that hold a listed one', () => {
    const refused = INNOCENT.filter((word) => findUnsafeWords(word).length > 0);
    expect(refused).toEqual([]);
    expect(findUnsafeWords('Coronel se quedó muerto de risa junto al bombero')).toEqual([]);
  });

  it('finds nothing in the embedded writer’s Spanish stories', () => {
    const elements: [string, string, string][] = [
      ['una oca gruñona llamada Coronel', 'la cocina de su abuela', 'un libro de cocina perdido'],
      ['el gato Churro', 'el estanque de los patos', 'sus botas amarillas'],
      ['dos gatitos', 'un telescopio roto', 'el bosque'],
    ];
    const found = [2, 5, 8, 11, 14].flatMap((age) =>
      GENRES.flatMap((genre, g) =>
        elements.flatMap((trio, t) => {
          const story = writeEmbeddedStory({
            language: 'es',
            hero: 'Lucía',
            age,
            genre,
            elements: trio,
            seed: age * 31 + g * 7 + t,
          });
          return findUnsafeWords(`${story.title} ${story.text}`);
        }),
      ),
    );
    expect(found).toEqual([]);
  });
});
