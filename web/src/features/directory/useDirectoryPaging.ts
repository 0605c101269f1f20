import { useState } from 'react';
import { limits } from '#schema/limits';
import type { DirectorySearch } from './directoryParams';
import { useDirectory } from './useDirectory';

const { directoryBatchSize: batchSize, directoryPageSize: pageSize } = limits;
const pagesPerBatch = batchSize / pageSize;

/** The offset of the batch of 25 holding a page, numbered from 1 across all batches. */
const offsetOfPage = (page: number) => Math.floor((page - 1) / pagesPerBatch) * batchSize;

/**
 * Directory paging (docs/product/public-site.md §4): five listings a page out of a batch of 25.
 * Pages are numbered across batches (issue 12), so after 'Load Next 25' the pager goes on at page 6
 * and the page before it is page 5 of the batch before. Only a full batch can have more behind it,
 * so 'Load Next 25' shows on its last page. A new search means a new instance of the component
 * using this, so paging starts over.
 */
export function useDirectoryPaging(search: DirectorySearch) {
  const [page, setPage] = useState(1);
  const offset = offsetOfPage(page);
  const batch = useDirectory(search, offset);
  const listings = batch.data ?? [];
  const firstIndex = (page - 1) * pageSize - offset;
  const lastPage = offset / pageSize + Math.ceil(listings.length / pageSize);

  return {
    batch,
    offset,
    page,
    setPage,
    /** Listings up to the end of the loaded batch: the pager counts its pages from these. */
    reached: offset + listings.length,
    pageListings: listings.slice(firstIndex, firstIndex + pageSize),
    /** The position of the page's first listing among all the search's results, from 1. */
    firstPosition: offset + firstIndex + 1,
    canLoadNext: listings.length === batchSize && page >= lastPage,
    loadNext: () => setPage(offsetOfPage(page) / pageSize + pagesPerBatch + 1),
  };
}
