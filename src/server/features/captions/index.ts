// The captions feature's public entry: „Belege“ and „Text neu vorschlagen“ for the team.
export { captionsModule } from './captions.module';
