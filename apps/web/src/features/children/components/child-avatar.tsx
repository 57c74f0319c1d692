import { Skeleton } from '@mantine/core';
import type { Child } from '@sns/contract';
import { useAvatar } from '../api/preview-avatar';
import { describeChild } from '../lib/describe-child';
import classes from './children.module.css';

interface ChildAvatarProps {
  child: Pick<Child, 'name' | 'appearance' | 'pronouns' | 'favouriteColour'>;
  /** Empty when the child's name is already said beside the picture. */
  decorative?: boolean;
}

/**
 * A saved child's picture, drawn by the server's illustrator (cached per look). While it loads a
 * skeleton holds the space; if it cannot be drawn, the night-sky square stays empty — the name
 * beside it still says who it is.
 */
export function ChildAvatar({ child, decorative = false }: ChildAvatarProps) {
  const { data, isPending } = useAvatar({
    appearance: child.appearance,
    pronouns: child.pronouns,
    favouriteColour: child.favouriteColour,
  });
  if (isPending) return <Skeleton className={classes.avatar} height="auto" />;
  const alt = decorative ? '' : describeChild(child.name, child);
  if (!data) {
    return decorative ? (
      <div className={classes.avatar} />
    ) : (
      <div className={classes.avatar} role="img" aria-label={alt} />
    );
  }
  return <img src={data.src} alt={alt} className={classes.avatar} width={512} height={512} />;
}
