import { useState } from 'react';
import type { PlanEntry } from '../../../../shared/news';
import { berlinLocalParts, berlinLocalToDate, scheduleProblem } from '../../../../shared/schedule';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { planningText } from '../../../messages/planning';
import { useReschedulePost } from '../api/plan';

/** „Verschieben“: a new Berlin date and time, checked as the server checks it (10 minutes to 90 days ahead). */
export function RescheduleDialog({
  entry,
  channel,
  onClose,
}: {
  entry: PlanEntry;
  channel: string;
  onClose: () => void;
}) {
  const [value, setValue] = useState(() => berlinLocalParts(new Date(entry.at)));
  const move = useReschedulePost();
  const at = berlinLocalToDate(value.date, value.time);
  const problem = scheduleProblem(at ?? new Date(Number.NaN), new Date());
  const submit = () =>
    move.mutate(
      { id: entry.publication_id, scheduledAt: at!.toISOString() },
      {
        onSuccess: (answer) => {
          notify.success(planningText.rescheduledTitle, answer.publication.message);
          onClose();
        },
        onError: (err) => notifyFailure(planningText.rescheduleFailedTitle, err, planningText.rescheduleFailedTitle),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={planningText.close}>
        <DialogTitle>{planningText.rescheduleTitle}</DialogTitle>
        <DialogDescription>
          {channel}: {entry.news_title}. {planningText.rescheduleDescription}
        </DialogDescription>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="reschedule-date">{planningText.date}</Label>
            <Input
              id="reschedule-date"
              type="date"
              value={value.date}
              onChange={(e) => setValue({ ...value, date: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="reschedule-time">{planningText.time}</Label>
            <Input
              id="reschedule-time"
              type="time"
              value={value.time}
              onChange={(e) => setValue({ ...value, time: e.target.value })}
            />
          </div>
        </div>
        <p className="mt-2 text-sm text-muted">{planningText.scheduleHint}</p>
        {problem ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {planningText.keep}
          </Button>
          <Button onClick={submit} disabled={problem !== null || move.isPending}>
            {planningText.rescheduleConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
