import type { PublicationRow } from '../../db/schema/publishing';
import type { Publication } from '../../../shared/news';
import { publishingMessages } from './publishing.messages';

/** Database row → the API's snake_case shape; `message` is what the toast or the card says. */
export function toPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    news_id: row.newsId,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    requested_by_email: row.requestedByEmail,
    finished_at: row.finishedAt?.toISOString() ?? null,
    caption: row.caption,
    images: row.images.map(({ url, sha256 }) => ({ url, sha256 })),
    content_hash: row.contentHash,
    buffer_post_id: row.bufferPostId,
    reminder: row.reminder,
    message: messageOf(row),
    channel_id: row.channelId,
    channel_service: row.channelService,
    channel_name: row.channelName,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    post_state: row.postState,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

function messageOf(row: PublicationRow): string {
  switch (row.status) {
    case 'sent':
      if (row.postState === 'queued') return publishingMessages.scheduled(row.scheduledAt!);
      return row.reminder ? publishingMessages.reminder : publishingMessages.success;
    case 'failed':
    case 'cancelled':
      return row.errorMessage ?? publishingMessages.internal;
    default:
      return publishingMessages.pending;
  }
}
