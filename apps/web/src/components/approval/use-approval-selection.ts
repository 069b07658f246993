import { useState } from 'react';

/** The rows picked in an approval queue, by key; picking again or switching a filter clears it. */
export function useApprovalSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pick = (keys: readonly string[], picked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (picked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  return { selected, pick, clear: () => setSelected(new Set()) };
}

export type ApprovalSelection = ReturnType<typeof useApprovalSelection>;
