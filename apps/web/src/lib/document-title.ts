// The tab title names the page (screen readers announce it, and it is what shows in history and bookmarks).
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sherehe` : 'Sherehe';
  }, [title]);
}
