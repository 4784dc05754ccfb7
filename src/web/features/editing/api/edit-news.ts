import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/news';
import { api, call, type JsonBody } from '../../../lib/api-client';
import { replaceCachedItem } from '../../../lib/news-cache';

const item = api.news[':id'];

/** A PATCH on one item that puts the saved item into the cached lists at once. */
function useItemSave<Input, Result>(send: (input: Input) => Promise<Result>, itemOf: (result: Result) => NewsItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => replaceCachedItem(queryClient, itemOf(result)),
  });
}

export function useUpdateText(id: string) {
  return useItemSave(
    (input: JsonBody<typeof item.text.$patch>) => call(item.text.$patch({ param: { id }, json: input })),
    (saved) => saved,
  );
}

export function useUpdateSharepicTexts(id: string) {
  return useItemSave(
    (input: JsonBody<typeof item.sharepics.$patch>) => call(item.sharepics.$patch({ param: { id }, json: input })),
    (result) => result.item,
  );
}

export function useUpdateBackgrounds(id: string) {
  return useItemSave(
    (input: JsonBody<typeof item.backgrounds.$patch>) => call(item.backgrounds.$patch({ param: { id }, json: input })),
    (result) => result.item,
  );
}
