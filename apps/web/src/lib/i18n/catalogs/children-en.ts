/**
 * Children's profiles (docs/decisions/041): the picker on Create Story, the Children pages and the
 * avatar builder. Part of the English catalog (catalog-en.ts).
 */
export const childrenEn = {
  'children.age': '{n, plural, one {# year old} other {# years old}}',
  'children.loadingPicker': 'Loading your children',
  'children.pickerError': 'We couldn’t load your children. You can still type the hero’s name.',
  'children.tip':
    'Tip: <add>add your child’s profile</add> and they’ll look the same in every story picture.',
  'children.whoFor': 'Who is the story for?',
  'children.manage': 'Manage children',
  'children.chooseUpTo':
    'Choose up to {max} children — the first you choose is the hero — or leave them all unchosen and type any hero below.',
  'children.chosenCount': '{n} of {max} chosen.',
  'children.pickLabel': '{name}, {age}',
  'children.pickLabelHero': '{name}, {age}, the hero',
  'children.hero': 'Hero',
} as const;
