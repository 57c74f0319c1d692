import { useSyncExternalStore } from 'react';

/** docs/api.md#spec-4: the profile-open flag, shared by the menu's icon and the session check. */
let open = false;
const listeners = new Set<() => void>();

export function setProfileOpen(value: boolean) {
  open = value;
  listeners.forEach((l) => l());
}

export function useProfileOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
