export { systemModule } from './system.module';
