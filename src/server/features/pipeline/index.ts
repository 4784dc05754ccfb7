// The pipeline feature's public entry.
export { pipelineModule } from './pipeline.module';
export { listRecentRuns, runPipelineNow, waitForPipelineRuns, weekTopics } from './pipeline.service';
export { pipelineFeatureMessages } from './pipeline.messages';
export { rewriteCaption, type RewrittenCaption } from './caption-rewrite';
export { currentVoice } from './voice';
