import { renderDetailSharepic, renderInfoSharepic, renderTitleSharepic, type RenderedSharepic } from './render';
import type { SharepicJob } from './render-protocol';
import { instagramJpeg } from './store';

export type { SharepicJob } from './render-protocol';

/** Renders a job where it is called: inside a render process, or to compare against one (benchmarks). */
export async function renderSharepicJob(job: SharepicJob): Promise<RenderedSharepic> {
  const rendered = await renderByKind(job);
  return job.jpeg ? { ...rendered, jpeg: await instagramJpeg(rendered.png) } : rendered;
}

function renderByKind(job: SharepicJob): Promise<RenderedSharepic> {
  switch (job.kind) {
    case 'title':
      return renderTitleSharepic(job.data, job.branding);
    case 'detail':
      return renderDetailSharepic(job.data, job.branding);
    case 'info':
      return renderInfoSharepic(job.branding);
  }
}
