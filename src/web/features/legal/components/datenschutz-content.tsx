import type { PublicConfig } from '../../../lib/public-config';
import { LegalSection } from './legal-section';
import { OperatorDetails } from './operator-details';

export function DatenschutzContent({ config }: { config: PublicConfig }) {
  return (
    <>
      <LegalSection title="1. Verantwortlicher">
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:</p>
        <OperatorDetails impressum={config.impressum} />
      </LegalSection>

      <LegalSection title="2. Hosting">
        <p>
          Diese Website wird auf einem Server betrieben, den der Verantwortliche selbst oder ein von ihm beauftragter
          Hosting-Dienstleister bereitstellt. Ein Dienstleister verarbeitet die Daten nur in unserem Auftrag und nach
          unseren Weisungen (Art. 28 DSGVO). Die Datenbank, die erzeugten Bilder und alle Programmdateien liegen auf
          diesem Server.
        </p>
      </LegalSection>

      <LegalSection title="3. Server-Logfiles">
        <p>
          Beim Aufruf der Website verarbeitet der Server technisch notwendige Angaben: aufgerufene Adresse, Zeitpunkt,
          HTTP-Statuscode und Antwortzeit. Aufrufe nicht vorhandener Seiten werden mit der angefragten Adresse
          protokolliert, um Fehler zu finden. Ein vorgeschalteter Webserver kann zusätzlich die IP-Adresse und die
          Browserkennung protokollieren.
        </p>
        <p>
          Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f
          DSGVO). Die Protokolle werden nicht mit anderen Daten zusammengeführt und nicht für Auswertungen über
          Besucherinnen und Besucher verwendet.
        </p>
      </LegalSection>

      <LegalSection title="4. Anmeldung für das Team">
        <p>
          Für angemeldete Teammitglieder speichern wir E-Mail-Adresse, Rolle, ein verschlüsseltes (gehashtes) Passwort
          sowie zu jeder Sitzung IP-Adresse, Browserkennung und Ablaufzeit. Die Sitzung wird über ein technisch
          notwendiges Cookie (httpOnly) gehalten; es wird nur nach einer Anmeldung gesetzt. Fehlgeschlagene
          Anmeldeversuche werden mit IP-Adresse und E-Mail-Adresse für 15 Minuten gespeichert, um Angriffe auf
          Passwörter abzuwehren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.
        </p>
        <p>
          Für öffentliche Besucherinnen und Besucher werden keine Cookies gesetzt und keine Analyse- oder
          Trackingdienste eingesetzt.
        </p>
      </LegalSection>

      <LegalSection title="5. Schriftarten (Web Fonts)">
        <p>
          Diese Website verwendet die Schriftart „Inter“. Sie wird von diesem Server ausgeliefert (lokal eingebunden).
          Beim Aufruf der Seite wird keine Verbindung zu Google Fonts oder einem anderen Schriftarten-Dienst aufgebaut;
          dabei werden also keine Daten an Dritte übermittelt.
        </p>
      </LegalSection>

      <LegalSection title="6. Externe Links und Bildnachweise">
        <p>
          Quellenangaben und Bildnachweise verlinken auf externe Websites (zum Beispiel Nachrichtenseiten oder Pexels).
          Erst wenn Sie einen solchen Link anklicken, baut Ihr Browser eine Verbindung zu diesem Anbieter auf; dafür
          gilt dessen Datenschutzerklärung.
        </p>
      </LegalSection>

      <LegalSection title="7. Ihre Rechte">
        <p>Sie haben im Rahmen der gesetzlichen Vorgaben jederzeit das Recht auf</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO).</li>
        </ul>
        <p>
          Wenden Sie sich dazu an die oben genannte Kontaktadresse. Außerdem können Sie sich bei einer
          Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).
        </p>
      </LegalSection>

      <LegalSection title="8. Hinweis zu diesem Text">
        <p>
          Diese Datenschutzerklärung wurde für dieses Projekt selbst verfasst und beschreibt die tatsächlich eingesetzte
          Technik; sie wurde nicht mit einem Generator für Rechtstexte erstellt. Sie ersetzt keine Rechtsberatung.
        </p>
      </LegalSection>
    </>
  );
}
