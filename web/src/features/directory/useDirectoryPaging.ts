import { limits } from '#schema/limits';
import type { DirectorySearch } from './directoryParams';
import { useDirectory } from './useDirectory';

const { directoryBatchSize: batchSize, directoryPageSize: pageSize } = limits;
const pagesPerBatch = batchSize / pageSize;

/** The offset of the batch of 25 holding a page, numbered from 1 across all batches. */
export const offsetOfPage = (page: number) => Math.floor((page - 1) / pagesPerBatch) * batchSize;

/**
 * Directory paging (docs/product/public-site.md §4): five listings a page out of a batch of 25.
 * Pages are numbered across batches (issue 12) and the page is the address's (`?page=`), so every
 * page is a link that works before the app has loaded; a page in another batch reads that batch.
 * Only a full batch can have more behind it, so without a total 'Load Next 25' shows on its last
 * page.
 */
export function useDirectoryPaging(search: DirectorySearch, page: number) {
  const offset = offsetOfPage(page);
  const batch = useDirectory(search, offset);
  const listings = batch.data ?? [];
  const firstIndex = (page - 1) * pageSize - offset;
  const lastPage = offset / pageSize + Math.ceil(listings.length / pageSize);

  return {
    batch,
    offset,
    /**
     * Listings up to the end of the loaded batch: without a total, the pages counted. An empty
     * batch (a page past the end) reached none, whatever its offset.
     */
    reached: listings.length > 0 ? offset + listings.length : 0,
    pageListings: listings.slice(firstIndex, firstIndex + pageSize),
    /** The position of the page's first listing among all the search's results, from 1. */
    firstPosition: offset + firstIndex + 1,
    canLoadNext: listings.length === batchSize && page >= lastPage,
    /** The first page of the next batch: 'Load Next 25' goes there. */
    nextBatchPage: offset / pageSize + pagesPerBatch + 1,
  };
}
