import { CircleCheck, Layers, ListOrdered, Search } from 'lucide-react';
import { landingText } from '../../../messages/landing';

/** One icon per step, in the order of the catalogue's steps. */
const stepIcons = [Search, ListOrdered, Layers, CircleCheck];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <h2 id="how-it-works-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        {landingText.howItWorksTitle}
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {landingText.steps.map(({ title, text }, i) => {
          const Icon = stepIcons[i] ?? CircleCheck;
          return (
            <li key={title} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-sm">
              <span className="flex items-center gap-3">
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand"
                  aria-hidden
                >
                  <Icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted">{landingText.step(i + 1)}</span>
              </span>
              <h3 className="text-lg font-semibold text-ink">{title}</h3>
              <p className="text-sm leading-relaxed text-muted">{text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
