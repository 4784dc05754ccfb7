/** The activity feature's public entry: „Protokoll“ and the release rule card of the admin area. */
export { ActivityLog } from './components/activity-log';
export { ReleaseRuleCard } from './components/release-rule-card';
export { releaseRuleQuery } from './api';
