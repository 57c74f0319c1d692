import { useParams } from 'react-router';
import { SharedStory } from '../../features/stories/components/shared-story';

/** /share/{uuid} — outside the main layout: the public page of a shared story. */
export function Component() {
  const { uuid } = useParams();
  return <SharedStory uuid={uuid} />;
}
