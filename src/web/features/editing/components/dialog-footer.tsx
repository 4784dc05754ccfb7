import { DialogClose } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { commonText } from '../../../messages/common';

export function DialogFooter({ saving }: { saving: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <DialogClose asChild>
        <Button variant="outline">{commonText.cancel}</Button>
      </DialogClose>
      <Button type="submit" disabled={saving}>
        {saving ? commonText.saving : commonText.save}
      </Button>
    </div>
  );
}
