import { MAX_STORY_CHILDREN } from '@sns/contract';

/**
 * Create Story's choice of children, in the order chosen (the first is the hero): a child not
 * chosen joins at the end, a chosen one leaves and the others keep their order. Never more than
 * three (siblings and friends in one story).
 */
export function toggleChild<T extends { id: string }>(selected: readonly T[], child: T): T[] {
  if (selected.some((c) => c.id === child.id)) return selected.filter((c) => c.id !== child.id);
  if (selected.length >= MAX_STORY_CHILDREN) return [...selected];
  return [...selected, child];
}
