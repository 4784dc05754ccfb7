// The editing feature's public entry.
export { editingModule } from './editing.module';
export { regenerateSharepics } from './regenerate';
