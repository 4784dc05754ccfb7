export { settingsModule } from './settings.module';
export { isFourEyesRequired } from './release-rule.service';
