import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useFeedSources } from './api';
import { pipelineText as t } from '../../../messages/pipeline';
import { SourceForm } from './source-form';
import { SourceRow } from './source-row';

/** The feed sources the analysis reads, with the form to add one. */
export function SourcesCard() {
  const sources = useFeedSources();
  return (
    <Card data-testid="feed-sources">
      <CardHeader>
        <CardTitle>{t.sourcesTitle}</CardTitle>
        <CardDescription>{t.sourcesDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {sources.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t.loading}
          </p>
        ) : sources.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t.loadFailed}
          </p>
        ) : sources.data.length === 0 ? (
          <p className="text-sm text-muted">{t.noSources}</p>
        ) : (
          <ul className="divide-y divide-line">
            {sources.data.map((s) => (
              <SourceRow key={s.id} source={s} />
            ))}
          </ul>
        )}
        <SourceForm />
      </CardContent>
    </Card>
  );
}
