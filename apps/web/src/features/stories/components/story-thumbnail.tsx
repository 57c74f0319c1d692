import type { LibraryStory } from '@sns/contract';
import { LogoMark } from '../../../components/logo';
import classes from './story-picture.module.css';

/**
 * What the library grid gives a card: the whole width on a phone, half from 36em, a third (at most
 * ~360 px of the page's container) from 62em. The browser picks the 400 or 800 px WebP from it.
 */
const CARD_SIZES = '(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw';

/**
 * A card's picture: the small WebP thumbnails (docs/decisions/019), never the 1024 px PNG, lazy
 * below the fold; the moon mark while the picture is still being painted. Decorative: the card's
 * heading names the story.
 */
export function StoryThumbnail({
  thumbnails,
  eager = false,
  aspect = '4 / 3',
}: {
  thumbnails: LibraryStory['thumbnails'];
  eager?: boolean;
  aspect?: string;
}) {
  return (
    <div className={classes.frame} style={{ borderRadius: 0, aspectRatio: aspect }}>
      {thumbnails ? (
        <img
          className={classes.image}
          src={thumbnails.small}
          srcSet={`${thumbnails.small} 400w, ${thumbnails.large} 800w`}
          sizes={CARD_SIZES}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={classes.placeholder}>
          <LogoMark size={64} />
        </div>
      )}
    </div>
  );
}
