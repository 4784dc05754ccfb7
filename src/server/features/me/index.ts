export { meModule } from './me.module';
