import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { copyText } from '../lib/copy-text';
import { editingText } from '../../../messages/editing';

/** The copied state is shown for 2 seconds. */
export const copiedStateMs = 2_000;

export function CopyTextButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedStateMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      notify.success(messages.edit.copied);
    } else {
      notify.error(editingText.copyFailedTitle, editingText.copyFailedText);
    }
  };

  return (
    <Button variant="outline" onClick={() => void onClick()} data-copied={copied || undefined}>
      {copied ? <Check aria-hidden className="text-green-700" /> : <Copy aria-hidden />}
      {copied ? editingText.copiedLabel : editingText.copy}
    </Button>
  );
}
