// What the SPA's server renderer (web/src/app/renderPage.tsx) gives the Worker. The Worker never
// imports the SPA's source for its types (it is checked without the DOM); both sides meet here.

/** Calls the Worker's own API in-process, as `fetch` would over the network. */
export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** 200, or the status a first-screen read answered with when it failed (404, 503). */
  status: number;
  /** The app's markup for `#root`. */
  html: string;
  /** The chat panel's template, for the chat island (web/src/islands/chat.ts). */
  chatTemplate: string;
  /** The signed-in header's end, for the account island (web/src/islands/account.ts). */
  accountTemplate: string;
  /** A draft's card in the hub, for the account island to lay staff's drafts (islands/hubDrafts.ts). */
  draftCardTemplate: string;
  /** Its styles, as style elements for the head. */
  styles: string;
  /** The tab title the page set while rendering, if any. */
  title?: string;
  /** The page's own description (search results, link previews), if it set one. */
  description?: string;
  /** The first screen's answers by SWR cache key, as JSON that is safe inside a script element. */
  pageData: string;
}

/** The styles every rendered page shares, served as one file (worker/routes/shared-styles.ts). */
export interface SharedStyleSheet {
  /** Its address, which changes whenever its content does: '/styles/shared-<hash>.css'. */
  href: string;
  css: string;
  /** Emotion's names for the global sheets it holds, left empty in each page. */
  names: ReadonlySet<string>;
  /** Emotion's ids of the component styles it holds (the shell's), named but not repeated. */
  components: ReadonlySet<string>;
}

/** A page the renderer serves, as the SPA's route table lists it (web/src/app/routes.tsx). */
export interface ServerPage {
  /** Its route, e.g. '/education/:id': react-router's pattern, which Hono reads the same way. */
  path: string;
  /**
   * A business's own page, shared as a link: it gets the business's Open Graph tags, and one that
   * cannot be shown is the plain SPA.
   */
  profile: boolean;
}

/**
 * A form a server-rendered page posted as plain HTML (before or without its app), and the
 * Worker's answer, which the page shows with the fields as they were sent.
 */
export interface PostedForm {
  values: Record<string, string>;
  /** Sent: the page shows its success. Otherwise it shows each field's message from its rule. */
  sent: boolean;
  /** Why valid fields were refused (too many requests, a trade no longer listed). */
  refusal?: string;
  /** What was done, where the page says more than sent: a visit 'confirmed' or 'pending'. */
  outcome?: string;
  /**
   * The form was sent by a choice, not to be acted on: a profile's booking time chosen once the
   * page holds the details typed, which travel with it so none is lost. Nothing was done and no
   * field is checked.
   */
  choosing?: true;
}

/** Where a posted form travels in the page's data, for the page to read (lib/postedForm.ts). */
export const postedFormKey = 'posted-form';

/** Renders a public page for a signed-out visitor, or null when the browser renders that page. */
export type PageRenderer = (request: {
  url: string;
  fetchApi: ApiFetch;
  form?: PostedForm;
}) => Promise<RenderedPage | null>;
