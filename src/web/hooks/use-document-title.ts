import { useEffect } from 'react';

export const appTitle = 'News Dashboard';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
