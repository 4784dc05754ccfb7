import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { messages } from '../../../../shared/messages';
import { editingText } from '../../../messages/editing';

/**
 * Instead of the edit buttons on a planned card: what is planned in Buffer is what goes out, so the topic is
 * changed only after its plan is cancelled; moving and cancelling happen on „Planung“.
 */
export function PlannedHint() {
  return (
    <p className="flex basis-full flex-wrap items-center gap-x-2 text-sm text-amber-900" data-testid="planned-hint">
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      <span>{messages.edit.planned}</span>
      <Link to="/planung" className="underline" aria-label={editingText.plannedMove}>
        {editingText.plannedMoveShort}
      </Link>
      <Link to="/planung" className="underline" aria-label={editingText.plannedCancel}>
        {editingText.plannedCancelShort}
      </Link>
    </p>
  );
}
