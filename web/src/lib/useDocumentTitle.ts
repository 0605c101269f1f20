import { createContext, useContext, useEffect } from 'react';

/** What a page asked for while the server rendered it (effects do not run there). */
export interface DocumentHead {
  title?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** Sets the tab's title while the screen shows, and puts the previous one back afterwards. */
export function useDocumentTitle(title: string | undefined): void {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead && title !== undefined) serverHead.title = title;
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
