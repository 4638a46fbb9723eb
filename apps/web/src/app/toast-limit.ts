// The spec allows at most 20 toasts at once: beyond that the oldest give way to the newest.
import { useEffect } from 'react';
import toast, { type Toast, useToasterStore } from 'react-hot-toast';

export const MAX_VISIBLE_TOASTS = 20;

/** Ids of the visible toasts beyond the limit, oldest first out. */
export function toastsBeyondLimit(
  toasts: readonly Pick<Toast, 'id' | 'visible' | 'createdAt'>[],
  limit = MAX_VISIBLE_TOASTS,
): string[] {
  return toasts
    .filter((shown) => shown.visible)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(limit)
    .map((shown) => shown.id);
}

export function useToastLimit(limit = MAX_VISIBLE_TOASTS): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts, limit)) toast.dismiss(id);
  }, [toasts, limit]);
}
