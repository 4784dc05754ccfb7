import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { settingsText } from '../../../messages/buffer-settings';

/** The five setup steps, for Buffer as it works today (personal API key). */
export function SetupGuide() {
  return (
    <Card data-testid="setup-guide">
      <CardHeader>
        <CardTitle>{settingsText.guideTitle}</CardTitle>
      </CardHeader>
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
    </Card>
  );
}
