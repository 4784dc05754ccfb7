export { settingsModule } from './settings.module';
