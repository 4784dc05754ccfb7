import type { PublicConfig } from '../../../lib/public-config';
import { legalText } from '../../../messages/legal';
import { LegalSection, LegalTextSection } from './legal-section';
import { OperatorDetails } from './operator-details';

const t = legalText.impressum;

export function ImpressumContent({ config }: { config: PublicConfig }) {
  return (
    <>
      <LegalSection title={t.operatorTitle}>
        <OperatorDetails impressum={config.impressum} />
      </LegalSection>
      {config.impressum ? (
        <LegalSection title={t.responsibleTitle}>
          <p>{t.responsibleText(config.impressum.name)}</p>
        </LegalSection>
      ) : null}
      <LegalSection title={t.aboutTitle}>
        <p>{t.aboutText(config.organization_name || undefined)}</p>
      </LegalSection>
      {t.sections.map((section) => (
        <LegalTextSection key={section.title} section={section} />
      ))}
    </>
  );
}
