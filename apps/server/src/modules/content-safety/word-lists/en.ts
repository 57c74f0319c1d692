import type { WordList } from './types';

/**
 * English. Words with an everyday innocent meaning (knife, shot, weed, crack, cock, hell) are
 * left out on purpose; so are compounds for words that begin many innocent ones (sex: Sussex,
 * sexton; rape: grapes, rapeseed).
 */
export const en: WordList = {
  language: 'en',
  unsafe: `
    kill*, murder*, blood*, gore+, gory, gun*, shotgun, rifle*, pistol*, shoot+, stab+, behead+,
    decapitate+, massacre*, slaughter*, torture*, corpse*, dead body, dismember+, mutilate+,
    strangle+, bomb*, grenade*, terrorist*, terrorism, assassin*, assassinate+, dead, death+, die,
    died, dies, dying, bloodbath, gunfire, carnage, executioner*, firearm*, machete*, handgun*, machinegun*,
    firebomb*, timebomb*, roadkill*, manslaughter*, bloodlust*, gunman, gunmen;
    sex+, sexy, sexual+, porn*, porno*, pornography, nude+, naked+, penis*, vagina*, boob*, tits,
    orgasm+, erotic+, horny, condom*, rape, raped, raping, rapist, molest+, pedophile*, paedophile*,
    stripper*, prostitute+, brothel*, dildo*, masturbate+, fetish+, hentai, nsfw, xxx;
    drug+, cocaine*, heroin, meth, methamphetamine, marijuana*, cannabis*, lsd, mdma, opium*,
    opioid*, fentanyl*, alcohol+, vodka*, whisky*, whiskey*, tequila*, beer, wine, drunk+, booze+,
    cigarette*, cigar, vape+, vaping, tobacco*;
    fuck*, motherfucker*, shit*, bullshit*, dipshit*, bitch*, bastard*, asshole*, arsehole*, arse,
    damn+, goddamn+, crap+, piss*, cunt*, wanker*, twat*, bollocks, bugger+, slut*, whore*,
    douche*, douchebag*, retard+, fag, faggot*, nigger*, nigga*, spaz;
    suicide*, suicidal, self harm, selfharm, kill myself, cut myself, cutting myself,
    hang myself, overdose+, kys
  `,
  allowed: `
    water gun, squirt gun, nerf gun, bubble gun, ray gun, glue gun, toy gun, spud gun, killer whale,
    dead end, bath bomb, root beer, ginger beer, glitter bomb, dead leaves, death star, shooting
    star, heroine, assassin bug, bloodhound, blood orange, blood moon, bloodshot, overkill, sexton,
    die cast, diecast, gunwale, gunny sack, gunny, gunnysack, gunnybag, seed bomb, bombe, shogun,
    stably, vapor, grenadier, shiitake, shitake, gunmetal, gundog, bloodroot, bloodwort, bloodwood,
    bloodworm, bloodfin, bloodstone, killdeer, riflebird, druggist, bamboo shoot, photo shoot, green
    shoot, tiny shoot, new shoot, shoot up, shoots up, shoot hoops, died down, dies down, die down,
    dying down, died away
  `,
  endings: {
    afterConsonant: ['s', 'es', 'ful', 'fully', 'less', 'ness', 'ly', 'ment', 'ments', 'fest'],
    afterVowelDroppingE: [
      'ed',
      'er',
      'ers',
      'ing',
      'ings',
      'est',
      'ish',
      'ous',
      'ously',
      'able',
      'ably',
      'ation',
      'ations',
      'ist',
      'ists',
      'ism',
      'y',
      'ier',
      'iest',
      'ied',
      'ies',
      'ily',
      'or',
      'ors',
    ],
  },
};
