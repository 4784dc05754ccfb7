import { commonText } from '../../messages/common';

export function PageLoading({ text = commonText.loading }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-16 text-center text-muted sm:px-6">
      {text}
    </div>
  );
}
