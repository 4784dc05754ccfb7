import { renderDetailSharepic, renderInfoSharepic, renderTitleSharepic, type RenderedSharepic } from './render';
import type { SharepicJob } from './render-protocol';

export type { SharepicJob } from './render-protocol';

/** Renders a job on the current thread: inside a render worker, or to compare against one (benchmarks). */
export function renderSharepicJob(job: SharepicJob): Promise<RenderedSharepic> {
  switch (job.kind) {
    case 'title':
      return renderTitleSharepic(job.data, job.branding);
    case 'detail':
      return renderDetailSharepic(job.data, job.branding);
    case 'info':
      return renderInfoSharepic(job.branding);
  }
}
