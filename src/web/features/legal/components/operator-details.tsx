import type { PublicConfig } from '../../../lib/public-config';
import { legalText } from '../../../messages/legal';

/** Name, address and e-mail of the operator, or an honest notice that they are not configured yet. */
export function OperatorDetails({ impressum }: { impressum: PublicConfig['impressum'] }) {
  if (!impressum) {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="impressum-missing">
        {legalText.operatorMissing}
      </p>
    );
  }
  return (
    <address className="not-italic" data-testid="operator-details">
      <span className="block font-medium">{impressum.name}</span>
      <span className="block whitespace-pre-line">{impressum.address}</span>
      <span className="mt-2 block">
        {legalText.operatorEmail}{' '}
        <a href={`mailto:${impressum.email}`} className="text-brand underline underline-offset-4">
          {impressum.email}
        </a>
      </span>
    </address>
  );
}
