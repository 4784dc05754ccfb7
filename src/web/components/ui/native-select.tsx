import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A plain <select>: fully keyboard- and screen-reader-friendly without extra JavaScript. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, ...props }, ref) => (
    <select
      ref={ref}
      className={cn(
        'h-10 rounded-md border border-slate-400 bg-white px-3 text-sm text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand disabled:opacity-50',
        className,
      )}
      {...props}
    />
  ),
);
NativeSelect.displayName = 'NativeSelect';
