import { useState } from 'react';
import { limits } from '#schema/limits';
import type { DirectorySearch } from './directoryParams';
import { useDirectory } from './useDirectory';

const { directoryBatchSize: batchSize, directoryPageSize: pageSize } = limits;

/**
 * Directory paging (spec public-site §4): five listings a page out of a batch of 25. Only a full
 * batch can have more behind it, so 'Load Next 25' moves the offset on by 25 and back to page 1.
 * A new search means a new instance of the component using this, so paging starts over.
 */
export function useDirectoryPaging(search: DirectorySearch) {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState(1);
  const batch = useDirectory(search, offset);
  const listings = batch.data ?? [];
  const pageCount = Math.ceil(listings.length / pageSize);
  const firstIndex = (page - 1) * pageSize;

  function moveOffset(to: number, toPage: number) {
    setOffset(to);
    setPage(toPage);
  }

  return {
    batch,
    offset,
    page,
    setPage,
    pageCount,
    pageListings: listings.slice(firstIndex, firstIndex + pageSize),
    /** The position of the page's first listing among all the search's results, from 1. */
    firstPosition: offset + firstIndex + 1,
    canLoadNext: listings.length === batchSize && page >= pageCount,
    canLoadPrevious: offset > 0 && page === 1,
    loadNext: () => moveOffset(offset + batchSize, 1),
    /** Back to the last page of the batch before, which was full. */
    loadPrevious: () => moveOffset(Math.max(0, offset - batchSize), batchSize / pageSize),
  };
}
