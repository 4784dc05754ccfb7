// The activity log's public entry: one recording function for every feature that changes something.
export { activityModule } from './activity.module';
export { personActor, recordActivity, systemActor, type ActivityActor, type ActivityRecord } from './activity.service';
