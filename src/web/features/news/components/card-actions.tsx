import type { NewsItem } from '../../../../shared/news';

interface Props {
  item: NewsItem;
  /** True for signed-in team members; anonymous visitors see nothing here. */
  canEdit: boolean;
}

/**
 * The editing area of an expanded card (edit texts, backgrounds, regenerate, publish, copy). Only signed-in
 * team members get it; the buttons are added by the editing feature.
 */
export function CardActions({ canEdit }: Props) {
  if (!canEdit) return null;
  return null;
}
