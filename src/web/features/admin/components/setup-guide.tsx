import { ChevronDown } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { settingsText } from '../../../messages/buffer-settings';
import { useBufferSettings } from '../api/buffer-settings';

/**
 * The five setup steps, for Buffer as it works today (personal API key). Above the form they explain: open
 * until Buffer is set up, then folded to its title (one click opens it again).
 */
export function SetupGuide() {
  const settings = useBufferSettings();
  const configured = Boolean(settings.data?.token_set && settings.data.profile_id);
  return (
    <Card data-testid="setup-guide" data-configured={configured}>
      {/* The key re-opens or folds the guide when the stored settings change, without fighting the reader's click. */}
      <details key={String(configured)} open={!configured} className="group">
        <summary className="cursor-pointer list-none rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
          <CardHeader className="flex-row items-center justify-between gap-3">
            <CardTitle>{settingsText.guideTitle}</CardTitle>
            <span className="flex items-center gap-1 text-sm text-muted">
              {configured ? settingsText.guideDone : null}
              <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
            </span>
          </CardHeader>
        </summary>
        <CardContent>
          <ol className="flex flex-col gap-3">
            {settingsText.guideSteps.map((step, i) => (
              <li key={i} className="flex gap-3 text-sm text-ink">
                <span
                  aria-hidden
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-semibold text-brand-foreground"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </details>
    </Card>
  );
}
