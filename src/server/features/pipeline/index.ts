// The pipeline feature's public entry.
export { pipelineModule } from './pipeline.module';
export { listRecentRuns, runPipelineNow, weekTopics } from './pipeline.service';
export { pipelineFeatureMessages } from './pipeline.messages';
