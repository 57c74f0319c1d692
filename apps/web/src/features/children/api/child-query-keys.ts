import type { AvatarPreviewBody } from '@sns/contract';

/** TanStack Query keys of the children feature, so each call invalidates the right ones. */
export const childKeys = {
  all: ['children'] as const,
  list: () => [...childKeys.all, 'list'] as const,
  detail: (childId: string) => [...childKeys.all, 'detail', childId] as const,
  /** A look's picture: the same look is the same picture, so it is cached by the look itself. */
  avatar: (look: AvatarPreviewBody) =>
    [
      ...childKeys.all,
      'avatar',
      look.pronouns,
      look.favouriteColour,
      look.appearance.skinTone,
      look.appearance.hairColour,
      look.appearance.hairStyle,
      look.appearance.eyeColour,
      look.appearance.glasses,
      look.appearance.freckles,
    ] as const,
};
