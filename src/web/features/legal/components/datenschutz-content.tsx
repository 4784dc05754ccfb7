import type { PublicConfig } from '../../../lib/public-config';
import { legalText } from '../../../messages/legal';
import { LegalSection, LegalTextSection } from './legal-section';
import { OperatorDetails } from './operator-details';

const t = legalText.datenschutz;

export function DatenschutzContent({ config }: { config: PublicConfig }) {
  return (
    <>
      <LegalSection title={t.controllerTitle}>
        <p>{t.controllerText}</p>
        <OperatorDetails impressum={config.impressum} />
      </LegalSection>
      {t.sections.map((section) => (
        <LegalTextSection key={section.title} section={section} />
      ))}
    </>
  );
}
