import { defineModule } from '../../server-module';
import { registerBrandRerenderWorker, resumeBrandRerender } from './brand-rerender';

/** The durable job that gives the proposals' images a new look; its own feature so news and brand stay apart. */
export const brandRerenderModule = defineModule({
  name: 'brand-rerender',
  workers: registerBrandRerenderWorker,
  background: async (ctx) => {
    if (await resumeBrandRerender(ctx)) ctx.log.info('[brand] an unfinished re-render of the proposals resumes');
  },
});
