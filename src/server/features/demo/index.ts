// The demo feature's public entry.
export { demoModule } from './demo.module';
export { removeDemoTopics, seedDemoTopics } from './demo.service';
export { demoRunInstants, demoSources, snapshotDir } from './demo-pipeline';
export { demoTopics } from './demo-topics';
