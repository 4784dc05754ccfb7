import type { Priority } from '../../../../shared/news';
import { cn } from '../../../lib/cn';
import { newsText } from '../../../messages/news';

/** Distinct colours per priority; every pair meets WCAG AA contrast for small text. */
const priorityStyles: Record<Priority, string> = {
  dringend: 'border-red-700 bg-red-700 text-white',
  hoch: 'border-orange-300 bg-orange-50 text-orange-900',
  mittel: 'border-sky-300 bg-sky-50 text-sky-900',
  niedrig: 'border-slate-300 bg-slate-100 text-slate-700',
};

export function PriorityBadge({ priority, className }: { priority: Priority; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold leading-5',
        priorityStyles[priority],
        className,
      )}
      data-priority={priority}
    >
      <span className="sr-only">{newsText.priorityPrefix}</span>
      {newsText.priorityLabels[priority]}
    </span>
  );
}
