import type { Sharepic } from '../../../../shared/news';
import { Dialog } from '../../../components/ui/dialog';
import { SharepicPreview } from './sharepic-preview';

interface Props {
  sharepics: Sharepic[];
  start: number;
  title: string;
  onOpenChange: (open: boolean) => void;
}

/** The enlarged preview as its own chunk: the dialog code loads when a visitor first opens an image. */
export default function SharepicPreviewDialog({ onOpenChange, ...preview }: Props) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <SharepicPreview {...preview} />
    </Dialog>
  );
}
