// Staff's drafts in the Education Hub on a server-rendered page (docs/product/public-site.md §2.6,
// docs/decisions/006). The page is the one rendered for everyone, with the published articles; the
// account island reads the list as staff get it and lays each draft, drawn from the hub's
// draft-card template (DraftCardTemplate), in its place among the published cards, newest first,
// as the app's hub shows them.
import {
  draftCardImageAttribute,
  draftCardTemplateId,
  hubResultsAttribute,
} from '#schema/page-waking';
import { api, unwrap } from '../api/client';
import type { ArticleSummary } from '../features/articles/articleData';
import { articleImageSource } from '../features/articles/articleData';
import { draftCardSentinels, draftPictureKey } from '../features/articles/draftCard';
import { formatDate } from '../lib/formatDate';

/** A draft's card: the template's, its words, address and image made the draft's. */
function draftCard(template: DocumentFragment, draft: ArticleSummary): HTMLElement | null {
  const card = template.querySelector('article')?.cloneNode(true);
  if (!(card instanceof HTMLElement)) return null;
  const words = new Map<string, string>([
    [draftCardSentinels.title, draft.title],
    [draftCardSentinels.excerpt, draft.excerpt],
    [draftCardSentinels.author, draft.author],
    [draftCardSentinels.readTime, draft.readTime],
    [draftCardSentinels.category, draft.category],
    [formatDate(draftCardSentinels.createdAt), formatDate(draft.createdAt)],
  ]);
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const word = words.get(text.data);
    if (word === undefined) continue;
    // A draft without an excerpt shows none, as the app's card.
    if (word === '' && text.data === draftCardSentinels.excerpt) text.parentElement?.remove();
    else text.data = word;
  }
  const heading = card.querySelector('h2');
  const headingId = `draft-${draft.id}`;
  heading?.setAttribute('id', headingId);
  card.setAttribute('aria-labelledby', headingId);
  heading?.querySelector('a')?.setAttribute('href', `/education/${draft.id}`);

  // The card opens with the draft's picture, or its category's placeholder when it has none or it
  // fails to load (the template card's own, a leaf, for a category the catalogue no longer has).
  const imageOf = (key: string) =>
    template
      .querySelector(`[${draftCardImageAttribute}="${CSS.escape(key)}"]`)
      ?.firstElementChild?.cloneNode(true);
  const placeholder = imageOf(draft.category);
  const source = articleImageSource(draft.imageUrl);
  const picture = source ? imageOf(draftPictureKey) : undefined;
  const image = picture ?? placeholder;
  if (picture instanceof Element) {
    const img = picture.querySelector('img');
    img?.setAttribute('src', source ?? '');
    img?.addEventListener('error', () => placeholder && picture.replaceWith(placeholder), {
      once: true,
    });
  }
  if (image) card.firstElementChild?.replaceWith(image);
  return card;
}

/**
 * Lays staff's drafts among the hub's cards, unless the page is no longer the island's (`owned`);
 * nothing on a page that is not the hub. Returns what puts the page back as the server rendered
 * it, for the app to hydrate.
 */
export async function showHubDrafts(owned: () => boolean): Promise<(() => void) | null> {
  const results = document.querySelector(`[${hubResultsAttribute}]`);
  const template = document.getElementById(draftCardTemplateId);
  if (!results || !(template instanceof HTMLTemplateElement)) return null;
  const category = new URLSearchParams(location.search).get('category');
  const articles = (await unwrap(api.articles.$get())).filter(
    (article) => !category || article.category === category,
  );
  if (!owned() || !articles.some((article) => !article.isPublished)) return null;
  const page = results.querySelector('article')?.parentElement;
  const grid = page ?? template.content.firstElementChild?.cloneNode(false);
  if (!(grid instanceof HTMLElement)) return null;
  const rendered = [...results.childNodes];
  const renderedCards = [...grid.children];
  // A published article keeps the server's card; one the cached page does not show yet waits for
  // the next page.
  const cards = articles.flatMap((article) => {
    const card = article.isPublished
      ? grid.querySelector(`a[href="/education/${article.id}"]`)?.closest('article')
      : draftCard(template.content, article);
    return card ? [card] : [];
  });
  grid.replaceChildren(...cards);
  // A category with only drafts had no grid: its 'No … articles yet' gives way to one.
  if (!page) results.replaceChildren(grid);
  return () => {
    grid.replaceChildren(...renderedCards);
    results.replaceChildren(...rendered);
  };
}
