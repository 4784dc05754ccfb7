export { publishingModule } from './publishing.module';
