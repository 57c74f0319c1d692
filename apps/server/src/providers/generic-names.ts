/**
 * Trademarked characters and brands a parent may type, each with a description a model may use
 * instead (issue 30): a story or picture of "Spider-Man" is one of "a friendly superhero in a
 * red-and-blue suit". The parent is told at the request (input-safety.ts's trademark warning);
 * what they typed is kept as typed on the story, and only the models read the description.
 * Names that are also children's names (Elsa, Moana, Olaf, Luigi…) or everyday words (Frozen,
 * Stitch) are left out, as in the input check: a child called Elsa stays Elsa. The hero's own name
 * is never replaced.
 */
const GENERIC: readonly [names: string, description: string][] = [
  ['Spider-Man|Spiderman|Spidey', 'a friendly superhero in a red-and-blue suit'],
  ['Batman', 'a brave superhero in a dark cape'],
  ['Superman', 'a flying superhero in a red cape'],
  ['Wonder Woman', 'a strong superhero princess'],
  ['Iron Man', 'an inventor in a shiny flying suit'],
  ['Hulk', 'a big, gentle green giant'],
  ['Captain America', 'a brave hero with a round shield'],
  ['Avengers', 'a team of friendly superheroes'],
  ['Mickey Mouse', 'a cheerful cartoon mouse'],
  ['Minnie Mouse', 'a cheerful cartoon mouse with a polka-dot bow'],
  ['Donald Duck', 'a grumpy but kind cartoon duck'],
  ['Winnie the Pooh|Pooh Bear', 'a honey-loving teddy bear'],
  ['Tigger', 'a bouncy striped tiger'],
  ['Buzz Lightyear', 'a brave toy space ranger'],
  ['Lightning McQueen', 'a speedy red racing car'],
  ['Simba', 'a young lion cub'],
  ['Tinker Bell|Tinkerbell', 'a tiny fairy with sparkling wings'],
  ['Pikachu', 'a small yellow electric creature'],
  ['Pokémon|Pokemon', 'friendly pocket-sized creatures'],
  ['Peppa Pig', 'a cheerful little pink pig'],
  ['George Pig', 'a little pink pig who loves dinosaurs'],
  ['Paw Patrol', 'a team of rescue puppies'],
  ['Bluey', 'a playful blue puppy'],
  ['Elmo', 'a furry red friend'],
  ['Cookie Monster', 'a furry blue friend who loves cookies'],
  ['SpongeBob|Sponge Bob', 'a cheerful sea sponge'],
  ['Shrek', 'a kind green ogre'],
  ['Minecraft', 'a world made of blocks'],
  ['Super Mario', 'a jolly plumber in a red cap'],
  ['Princess Peach', 'a kind princess in a pink dress'],
  ['Sonic the Hedgehog', 'a very fast blue hedgehog'],
  ['Hello Kitty', 'a little white cat with a bow'],
  ['Thomas the Tank Engine|Thomas the Train', 'a friendly little blue steam engine'],
  ['Paddington Bear', 'a polite bear in a blue coat'],
  ['Gruffalo', 'a big, friendly forest monster'],
  ['Peter Rabbit', 'a little rabbit in a blue jacket'],
  ['Harry Potter', 'a young wizard with round glasses'],
  ['Hogwarts', 'a castle school of magic'],
  ['Darth Vader', 'a tall figure in a black helmet'],
  ['Yoda|Baby Yoda|Grogu', 'a small, wise green creature'],
  ['Star Wars', 'an adventure among the stars'],
  ['LEGO|Lego', 'building bricks'],
  ['Barbie', 'a fashion doll'],
  ['Baby Shark', 'a little singing shark'],
  ['PJ Masks', 'three young heroes in pyjamas'],
  ['My Little Pony', 'a colourful little pony'],
  ['Scooby-Doo|Scooby Doo', 'a big, friendly dog'],
  ['Snoopy', 'a clever beagle'],
  ['Ninja Turtles', 'four brave turtle friends'],
  ['Transformers|Optimus Prime', 'a robot that turns into a truck'],
  ['Hot Wheels', 'little toy racing cars'],
  ['Dora the Explorer', 'a young explorer with a backpack'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest names first, so "Anna and Elsa" is replaced before "Elsa". */
const PATTERNS = GENERIC.flatMap(([names, description]) =>
  names.split('|').map((name) => ({ name, description })),
)
  .sort((a, b) => b.name.length - a.name.length)
  .map(({ name, description }) => ({
    // Spaces and hyphens are interchangeable ("Spider Man", "spider-man"); a possessive stays.
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${escape(name).replace(/(\\ |-)/g, '[\\s-]?')}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    description,
  }));

/**
 * `text` with every trademarked name replaced by its description: "my Spider-Man toy" → "my a
 * friendly superhero…" would read badly, so a leading article or possessive is kept only when
 * the name stood alone.
 */
export function genericNames(text: string): string {
  let result = text;
  for (const { pattern, description } of PATTERNS) {
    result = result.replace(pattern, (_match, offset: number, whole: string) => {
      const before = whole.slice(0, offset);
      // After "my", "a", "the", "his"… the description's own article is dropped.
      return /\b(?:a|an|the|my|our|your|his|her|their|some)\s+$/i.test(before)
        ? description.replace(/^(?:a|an)\s+/i, '')
        : description;
    });
  }
  return result;
}

/** Whether anything in `text` would be replaced. */
export function hasTrademarkedNames(text: string): boolean {
  return PATTERNS.some(({ pattern }) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
}
