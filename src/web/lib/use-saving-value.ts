import { useState } from "react";

/**
 * The value a control shows while its change is being saved. It is set in the same event as the
 * change, so a controlled checkbox, switch or select never snaps back to the old value for a
 * render while the mutation's own state catches up; `done` clears it once the save has settled
 * (the mutations wait for the lists to reload, so the saved value is already the new one).
 */
export function useSavingValue<T>(saved: T) {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  return {
    value: pending ? pending.value : saved,
    saving: pending !== null,
    save<R>(value: T, run: (done: () => void) => R): R {
      const mine = { value };
      setPending(mine);
      // A later save may have started meanwhile: only the newest one clears what is shown.
      return run(() => setPending((current) => (current === mine ? null : current)));
    },
  };
}
