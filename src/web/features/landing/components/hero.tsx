import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { landingText } from '../../../messages/landing';

interface Props {
  organizationName?: string;
  /** Id of the gallery section the button scrolls to. */
  galleryId: string;
  /** Signed-in team members come to work: the hero shrinks to one line so the week's topics open at the top. */
  compact?: boolean;
}

export function Hero({ organizationName, galleryId, compact = false }: Props) {
  if (compact) return <CompactHero organizationName={organizationName} />;

  const scrollToGallery = () => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    gallery.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus along with the view, without a second jump.
    gallery.focus({ preventScroll: true });
  };

  return (
    <section className="relative overflow-hidden bg-brand text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full border-[28px] border-white/5"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-accent-gold uppercase">
          {landingText.heroKicker(organizationName)}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance sm:text-5xl">
          {landingText.heroTitle}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-blue-100">{landingText.heroText}</p>
        <Button
          size="lg"
          onClick={scrollToGallery}
          className="mt-8 bg-white text-brand hover:bg-brand-soft focus-visible:outline-white"
        >
          {landingText.heroButton}
          <ArrowDown aria-hidden />
        </Button>
      </div>
    </section>
  );
}

/** One line: the page keeps its heading, the full sentence stays readable to screen readers and on hover. */
function CompactHero({ organizationName }: { organizationName?: string }) {
  return (
    <section className="bg-brand text-white" data-testid="hero-compact">
      <div className="mx-auto max-w-6xl px-4 py-2 sm:px-6">
        <h1 className="truncate text-sm font-semibold" title={landingText.heroTitle}>
          <span className="text-accent-gold">{landingText.heroKicker(organizationName)}</span>
          <span aria-hidden> · </span>
          {landingText.heroTitle}
        </h1>
      </div>
    </section>
  );
}
