import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/news';
import type {
  SharepicOverflow,
  UpdateBackgroundsInput,
  UpdateSharepicTextsInput,
  UpdateTextInput,
} from '../../../../shared/editing';
import { api } from '../../../lib/api-client';
import { beginSave, endSave } from '../lib/local-changes';
import { replaceCachedItem } from './news-cache';

export interface RenderedSave {
  item: NewsItem;
  overflow: SharepicOverflow[];
}

/** A PATCH on one item that puts the saved item into the cache and marks the change as this browser's own. */
function useItemSave<Input, Result>(
  id: string,
  send: (input: Input) => Promise<Result>,
  itemOf: (result: Result) => NewsItem,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      beginSave(id);
      try {
        return await send(input);
      } finally {
        endSave(id);
      }
    },
    onSuccess: (result) => replaceCachedItem(queryClient, itemOf(result)),
  });
}

export function useUpdateText(id: string) {
  return useItemSave(
    id,
    (input: UpdateTextInput) => api.patch<NewsItem>(`/api/news/${encodeURIComponent(id)}/text`, input),
    (item) => item,
  );
}

export function useUpdateSharepicTexts(id: string) {
  return useItemSave(
    id,
    (input: UpdateSharepicTextsInput) =>
      api.patch<RenderedSave>(`/api/news/${encodeURIComponent(id)}/sharepics`, input),
    (result) => result.item,
  );
}

export function useUpdateBackgrounds(id: string) {
  return useItemSave(
    id,
    (input: UpdateBackgroundsInput) =>
      api.patch<RenderedSave>(`/api/news/${encodeURIComponent(id)}/backgrounds`, input),
    (result) => result.item,
  );
}
