import { useSessionCheck } from '../hooks/use-session-check';

/**
 * The session check (docs/api.md#spec-4) as a component, so the layout loads it only when a user
 * is stored — never on a visitor's first paint.
 */
export default function SessionCheck() {
  useSessionCheck();
  return null;
}
