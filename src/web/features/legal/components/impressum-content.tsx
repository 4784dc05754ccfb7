import type { PublicConfig } from '../../../lib/public-config';
import { LegalSection } from './legal-section';
import { OperatorDetails } from './operator-details';

export function ImpressumContent({ config }: { config: PublicConfig }) {
  return (
    <>
      <LegalSection title="Angaben gemäß § 5 DDG">
        <OperatorDetails impressum={config.impressum} />
      </LegalSection>
      {config.impressum ? (
        <LegalSection title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
          <p>{config.impressum.name}, Anschrift wie oben.</p>
        </LegalSection>
      ) : null}
      <LegalSection title="Über dieses Angebot">
        <p>
          Dieses News-Dashboard ist ein Pilotprojekt{config.organization_name ? ` für ${config.organization_name}` : ''}
          . Es analysiert täglich europäische Nachrichten und schlägt Themen, Instagram-Texte und Sharepics vor. Die
          Vorschläge werden automatisch erstellt; veröffentlicht wird nur, was das Team nach redaktioneller Prüfung
          freigibt.
        </p>
      </LegalSection>
      <LegalSection title="Haftung für Links">
        <p>
          Die Themenvorschläge verlinken auf Artikel externer Nachrichtenseiten. Für deren Inhalte sind ausschließlich
          die jeweiligen Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar;
          werden uns solche bekannt, entfernen wir den betreffenden Link umgehend.
        </p>
      </LegalSection>
      <LegalSection title="Bildnachweise">
        <p>
          Hintergrundfotos der Sharepics stammen, wo angegeben, von Pexels; die Fotografinnen und Fotografen werden
          direkt am jeweiligen Bild genannt.
        </p>
      </LegalSection>
    </>
  );
}
