import { DialogClose } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { editingText } from '../messages';

export function DialogFooter({ saving }: { saving: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <DialogClose asChild>
        <Button variant="outline">{editingText.cancel}</Button>
      </DialogClose>
      <Button type="submit" disabled={saving}>
        {saving ? editingText.saving : editingText.save}
      </Button>
    </div>
  );
}
