import type { WordList } from './types';

/**
 * Spanish (docs/decisions/074). Written without accents or ñ: the checker reads "cabrón" and
 * "cabron" alike. Forms are listed rather than derived (Spanish verbs have too many), and nothing
 * is compounded: Spanish words hide short ones everywhere (com-puta-dora, dis-puta), and the English list's compounds are kept from Spanish words they happen to make
 * (bomb + ones = bombones) by the allowed words below, and English words from Spanish ones read
 * across a space ("put a" is not "puta"). Words with an
 * everyday innocent meaning are left out on purpose: vino (wine, and "came"), zorra (vixen), perra
 * (she-dog), heroína (heroine), granada (pomegranate), bomba (pump), cono (cone, what coño reads
 * as), capullo (bud), mata (bush), desnudo (a bath-time word), rape (monkfish).
 */
export const es: WordList = {
  language: 'es',
  unsafe: `
    matar, matarlo, matarla, matarle, matarlos, matarlas, matarte, matarme, mataron, matando,
    matado, asesinar+, asesino, asesina, asesinos, asesinas, asesinato, asesinado, asesinada,
    asesinando, sangriento, sangrienta, sangrientos, sangrientas, cadaver, cadaveres, degollar,
    degollado, descuartizar, descuartizado, decapitar, decapitado, masacre, matanza, tortura,
    torturar, torturado, pistola, pistolas, escopeta, escopetas, fusil, fusiles, metralleta,
    metralletas, ametralladora, revolver, disparar, disparo, disparos, dispararon,
    apunalar, apunalado, apunalada, acuchillar, acuchillado, terrorista, terroristas, terrorismo,
    muerte, muertes, morirse, cadaver, arma de fuego;
    sexo, sexual, sexuales, porno, pornografia, pornografico, erotico, erotica, pene, penes,
    tetas, vagina, violar, violada, violado, violador, violacion, prostituta, prostitutas,
    prostitucion, burdel, masturbar, masturbarse, follar, follando, cachondo, cachonda,
    condon, condones;
    droga, drogas, drogado, drogada, drogarse, cocaina, marihuana, porro, porros, hachis, cerveza,
    cervezas, borracho, borracha, borrachos, emborracharse, cigarro, cigarros, cigarrillo,
    cigarrillos, tabaco, whisky, vodka, tequila;
    mierda, mierdas, joder, jodido, jodida, jodete, cabron, cabrona, cabrones, gilipollas,
    gilipolla, hostia, hostias, puta, putas, puto, putos, putada, hijo de puta, hijoputa,
    polla, pollas, cojones, cojon, maricon, maricones, marica, conazo, pendejo, pendeja,
    chingar, chingada, chingado, verga, culero, zorron, mamada;
    suicidio, suicidarse, suicidarme, quiero morirme, me quiero morir, matarme
  `,
  allowed: `
    polla de agua, pollas de agua, ron ron, muerto de risa, muertos de risa, muerta de risa,
    muertas de risa, bombon, bombonera, bomberos, pistoleros, put a
  `,
  endings: {
    afterConsonant: ['s', 'es'],
    afterVowelDroppingE: ['a', 'o', 'as', 'os', 'ado', 'ada', 'ando'],
  },
};
