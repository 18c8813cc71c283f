import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import type { ListParams } from '../api/lists';

/** Search text, sort column/direction and page of one admin table. A new search or sort goes back to page 1. */
export function useListState(defaultSort = 'createdAt') {
  const [search, setSearchText] = useState('');
  const [sort, setSortKey] = useState(defaultSort);
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const params: ListParams = { q, sort, dir, page };
  return {
    search,
    params,
    setSearch: (v: string) => {
      setSearchText(v);
      setPage(1);
    },
    setPage,
    toggleSort: (key: string) => {
      setDir(key === sort && dir === 'desc' ? 'asc' : 'desc');
      setSortKey(key);
      setPage(1);
    },
  };
}
