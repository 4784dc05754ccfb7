import { CircleCheck, CircleX, PlugZap, TriangleAlert } from 'lucide-react';
import type { BufferConnectionTestView } from '../../../../shared/settings';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useTestBufferConnection } from '../api/buffer-settings';
import { typedOrStored } from '../lib/settings-form';
import { settingsText } from '../../../messages/buffer-settings';

interface Props {
  accessToken: string;
  profileId: string;
}

/** "Verbindung testen": asks Buffer with the typed (or stored) key whether the channel exists and is Instagram. */
export function ConnectionTest({ accessToken, profileId }: Props) {
  const test = useTestBufferConnection();

  const run = () => test.mutate({ access_token: typedOrStored(accessToken), profile_id: typedOrStored(profileId) });

  const result: BufferConnectionTestView | null = test.isError
    ? { ok: false, message: errorText(test.error, settingsText.testFailed), warnings: [] }
    : (test.data ?? null);

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="outline" onClick={run} disabled={test.isPending} aria-busy={test.isPending || undefined}>
          <PlugZap aria-hidden />
          {test.isPending ? settingsText.testing : settingsText.testConnection}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result && !test.isPending ? <ConnectionResult result={result} /> : null}
      </div>
    </div>
  );
}

function ConnectionResult({ result }: { result: BufferConnectionTestView }) {
  return (
    <div
      data-testid="connection-result"
      data-ok={result.ok}
      className={
        result.ok
          ? 'rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950'
          : 'rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950'
      }
    >
      <p className="flex items-start gap-2 font-semibold">
        {result.ok ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        ) : (
          <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden />
        )}
        {result.ok ? settingsText.testOk : settingsText.testFailed}
      </p>
      <p className="mt-1 pl-6">{result.message}</p>
      {result.warnings.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 pl-6">
          {result.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
