import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand, BrandSettingsView } from '../../../shared/brand';
import { api, call, withSignal, type JsonBody } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const brand = api.settings.brand;
const keys = queryKeys.brand;

/** The saved look, its logo and the progress of the re-render; polls every second while images are redrawn. */
export const brandSettingsQuery = queryOptions({
  queryKey: keys.settings,
  queryFn: ({ signal }) => call(brand.$get(undefined, withSignal(signal))),
  retry: false,
  refetchInterval: (query) => {
    const status = query.state.data?.rerender?.status;
    return status === 'queued' || status === 'running' ? 1_000 : false;
  },
});

export const useBrandSettings = () => useQuery(brandSettingsQuery);

function useStoreView() {
  const queryClient = useQueryClient();
  return (view: BrandSettingsView) => {
    queryClient.setQueryData(keys.settings, view);
    void queryClient.invalidateQueries({ queryKey: queryKeys.publicBrand });
  };
}

export function useSaveBrand() {
  const store = useStoreView();
  return useMutation({
    mutationFn: (input: JsonBody<typeof brand.$put>) => call(brand.$put({ json: input })),
    onSuccess: store,
  });
}

export function useUploadLogo() {
  const store = useStoreView();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(brand.logo.$post(undefined, { init: { body: form } }));
    },
    onSuccess: store,
  });
}

export function useRemoveLogo() {
  const store = useStoreView();
  return useMutation({ mutationFn: () => call(brand.logo.$delete()), onSuccess: store });
}

/** The three sharepics of the sample topic in the draft look (null while the draft is invalid). */
export function useBrandPreview(draft: Brand | null) {
  return useQuery({
    queryKey: keys.preview(draft),
    queryFn: ({ signal }) => call(brand.preview.$post({ json: draft! }, withSignal(signal))),
    enabled: draft !== null,
    retry: false,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
