import { useState } from 'react';
import { Download } from 'lucide-react';
import type { Sharepic } from '../../../../shared/news';
import { Button } from '../../../components/ui/button';
import { newsText as t } from '../../../messages/news';
import { downloadSharepic } from '../lib/download-sharepic';

interface Props {
  sharepic: Sharepic;
  /** 1-based position: 1 title image, 2 detail image, 3 info image. */
  index: number;
  title: string;
  className?: string;
}

export function DownloadButton({ sharepic, index, title, className }: Props) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await downloadSharepic(sharepic.url, title, index);
    setBusy(false);
  };
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => void onClick()} disabled={busy}>
      <Download aria-hidden />
      {t.download}
      <span className="sr-only">{t.downloadWhich(index)}</span>
    </Button>
  );
}
