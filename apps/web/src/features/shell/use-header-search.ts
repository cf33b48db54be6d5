import { catalogEndpoints } from '@idl/api-contract';
import type { HeaderProduct } from '@idl/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useDebouncedValue } from '../../app/use-debounced-value';

/** How long typing must pause before the header asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many products the search list shows. */
export const SEARCH_RESULT_COUNT = 8;

/**
 * The header's product search: name contains the text (case-insensitive), within the chosen
 * category, answered by the server's product list. Asks once typing pauses; nothing for empty text.
 */
export function useHeaderSearch(text: string, categoryId: number | null) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['catalog', 'header-search', q, categoryId] as const,
    queryFn: ({ signal }) =>
      api.call(catalogEndpoints.shopProducts, {
        query: { q, categoryId: categoryId ?? undefined, page: 0, size: SEARCH_RESULT_COUNT },
        signal,
      }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const typed = text.trim();
  const results: HeaderProduct[] =
    typed === ''
      ? []
      : (search.data?.data.content.map(({ id, name, price, img }) => ({ id, name, price, img })) ?? []);
  // Until the answer for what is typed now arrives, an empty list means "wait", not "nothing found".
  const busy = typed !== '' && (typed !== q || search.isFetching);
  return { results, busy };
}
