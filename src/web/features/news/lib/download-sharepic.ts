import { notify } from '../../../lib/notify';
import { messages } from '../../../../shared/messages';
import { sharepicFileName } from './sharepic-file-name';

/** Fetches the image as a blob, so the browser saves it under our file name even for cross-origin URLs. */
export async function downloadSharepic(url: string, title: string, index: number): Promise<boolean> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = sharepicFileName(title, index);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    notify.success(messages.download.started);
    return true;
  } catch {
    notify.error(messages.download.failedTitle, messages.download.failedText);
    return false;
  }
}
