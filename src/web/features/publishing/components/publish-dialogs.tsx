import type {
  ChannelPreview,
  DefaultChannel,
  NewsItem,
  PreflightCheckView,
  PublishRequest,
} from '../../../../shared/news';
import type { PlanChangeReason } from '../../../../shared/release';
import { ConfirmPublishDialog } from './confirm-publish-dialog';
import { PreflightDialog } from './preflight-dialog';

interface Props {
  item: NewsItem;
  checks: PreflightCheckView[] | null;
  confirming: boolean;
  republish: boolean;
  channels: ChannelPreview[];
  defaultChannel: DefaultChannel | null;
  onCloseChecklist: () => void;
  onCancel: () => void;
  onConfirm: (request: PublishRequest) => void;
  fourEyes: boolean;
  onRevoke: (reason: PlanChangeReason) => void;
}

/** Both dialogs of the flow in one lazily loaded chunk: most card views never open them. */
export default function PublishDialogs({
  item,
  checks,
  confirming,
  republish,
  channels,
  defaultChannel,
  onCloseChecklist,
  onCancel,
  onConfirm,
  fourEyes,
  onRevoke,
}: Props) {
  return (
    <>
      <PreflightDialog checks={checks} onClose={onCloseChecklist} />
      <ConfirmPublishDialog
        item={item}
        open={confirming}
        republish={republish}
        channels={channels}
        defaultChannel={defaultChannel}
        onCancel={onCancel}
        onConfirm={onConfirm}
        fourEyes={fourEyes}
        onRevoke={onRevoke}
      />
    </>
  );
}
