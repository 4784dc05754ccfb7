// Re-rendering the proposals' images after the look changed (a durable job).
export { brandRerenderModule } from './brand-rerender.module';
export { rerenderForCurrentBrand, resumeBrandRerender } from './brand-rerender';
