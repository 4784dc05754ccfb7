import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/news';
import type {
  SharepicOverflow,
  UpdateBackgroundsInput,
  UpdateSharepicTextsInput,
  UpdateTextInput,
} from '../../../../shared/editing';
import { api } from '../../../lib/api-client';
import { replaceCachedItem } from '../../../lib/news-cache';

export interface RenderedSave {
  item: NewsItem;
  overflow: SharepicOverflow[];
}

/** A PATCH on one item that puts the saved item into the cached lists at once. */
function useItemSave<Input, Result>(send: (input: Input) => Promise<Result>, itemOf: (result: Result) => NewsItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => replaceCachedItem(queryClient, itemOf(result)),
  });
}

const itemPath = (id: string, part: string) => `/api/news/${encodeURIComponent(id)}/${part}`;

export function useUpdateText(id: string) {
  return useItemSave(
    (input: UpdateTextInput) => api.patch<NewsItem>(itemPath(id, 'text'), input),
    (item) => item,
  );
}

export function useUpdateSharepicTexts(id: string) {
  return useItemSave(
    (input: UpdateSharepicTextsInput) => api.patch<RenderedSave>(itemPath(id, 'sharepics'), input),
    (result) => result.item,
  );
}

export function useUpdateBackgrounds(id: string) {
  return useItemSave(
    (input: UpdateBackgroundsInput) => api.patch<RenderedSave>(itemPath(id, 'backgrounds'), input),
    (result) => result.item,
  );
}
