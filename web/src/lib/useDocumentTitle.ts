import { createContext, useContext, useEffect } from 'react';

/** What a page asked for while the server rendered it (effects do not run there). */
export interface DocumentHead {
  title?: string;
  description?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);

export const siteName = 'Retrofit Smarter Greener';

/** Every tab reads '<what this page is> – Retrofit Smarter Greener' (issue 16). */
export const documentTitle = (specific: string) => `${specific} – ${siteName}`;

/**
 * Names the tab after the screen while it shows (`specific` is the page's own part; undefined
 * while it is not known yet), and puts the previous title back when it goes, unless something
 * shown later has named the tab since. An effect, so the server's render and the first client
 * render agree.
 */
export function useDocumentTitle(specific: string | undefined): void {
  // On the server (no effects) the page's own title is kept: a page renders before the section
  // inside it, and in the browser the page's effect runs after the section's, so it wins there too.
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead && specific !== undefined) serverHead.title ??= documentTitle(specific);
  useEffect(() => {
    if (specific === undefined) return;
    const previous = document.title;
    const title = documentTitle(specific);
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [specific]);
}

/**
 * The page's own description, for the server's `<meta name="description">`: search results and link
 * previews read the HTML the Worker sends, and the browser shows it nowhere, so only the server
 * render records it.
 */
export function useDocumentDescription(description: string | undefined): void {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead && description !== undefined) serverHead.description ??= description;
}
