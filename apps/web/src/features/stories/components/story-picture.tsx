import type { Thumbnails } from '@sns/contract';
import { LogoMark } from '../../../components/logo';
import { pictureAlt } from '../../../lib/picture-alt';
import classes from './story-picture.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface StoryPictureProps {
  hero: string;
  /** What the picture shows (Story.imageAlt), when known. */
  imageAlt?: string | null;
  image: string | null;
  /** The picture as 400 and 800 px WebP: the browser takes the PNG only where it needs 1024 px. */
  thumbnails?: Thumbnails | null;
  /** How wide the picture is shown, for the browser's choice among the sizes. */
  sizes?: string;
  radius?: number;
  /** Above the fold on a reading page; lazy elsewhere. */
  eager?: boolean;
  /** Width / height of the frame; the square picture is cropped to fit. */
  aspect?: string;
  /** The picture is being painted (after the story's words): the placeholder says so. */
  painting?: boolean;
}

/** The story's picture, square; the moon mark (and, once the words are shown, a note) while it is painted. */
export function StoryPicture({
  hero,
  imageAlt,
  image,
  thumbnails,
  sizes = '100vw',
  radius = 20,
  eager = false,
  aspect = '1 / 1',
  painting = false,
}: StoryPictureProps) {
  const t = useT();
  return (
    <div className={classes.frame} style={{ borderRadius: radius, aspectRatio: aspect }}>
      {image ? (
        <img
          className={classes.image}
          src={image}
          {...(thumbnails && {
            srcSet: `${thumbnails.small} 400w, ${thumbnails.large} 800w, ${image} 1024w`,
            sizes,
          })}
          alt={pictureAlt({ hero, imageAlt })}
          width={1024}
          height={1024}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={classes.placeholder} {...(painting ? { role: 'status' } : {})}>
          <LogoMark size={64} />
          {painting && <span className={classes.painting}>{t('story.painting')}</span>}
        </div>
      )}
    </div>
  );
}
