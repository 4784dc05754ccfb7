// The imprint's operator details: saved by an admin, else the IMPRESSUM_* variables.
export { imprintModule } from './imprint.module';
export { effectiveImprint } from './imprint.service';
