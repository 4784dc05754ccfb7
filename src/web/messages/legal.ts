/** A section of legal text: paragraphs, and lists where a block is an array of items. */
export interface LegalSectionText {
  title: string;
  blocks: (string | string[])[];
}

/** The imprint and the privacy statement, with the operator's details filled in from the configuration. */
export const legalText = {
  impressumTitle: 'Impressum',
  datenschutzTitle: 'Datenschutzerklärung',

  operatorMissing:
    'Der Betreiber hat die Angaben für das Impressum (Name, Anschrift und E-Mail-Adresse) noch nicht hinterlegt.',
  operatorEmail: 'E-Mail:',

  impressum: {
    operatorTitle: 'Angaben gemäß § 5 DDG',
    responsibleTitle: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    responsibleText: (name: string) => `${name}, Anschrift wie oben.`,
    aboutTitle: 'Über dieses Angebot',
    aboutText: (organization: string | undefined) =>
      `Dieses News-Dashboard ist ein Pilotprojekt${organization ? ` für ${organization}` : ''}. Es analysiert täglich europäische Nachrichten und schlägt Themen, Instagram-Texte und Sharepics vor. Die Vorschläge werden automatisch erstellt; veröffentlicht wird nur, was das Team nach redaktioneller Prüfung freigibt.`,
    sections: [
      {
        title: 'Haftung für Links',
        blocks: [
          'Die Themenvorschläge verlinken auf Artikel externer Nachrichtenseiten. Für deren Inhalte sind ausschließlich die jeweiligen Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir den betreffenden Link umgehend.',
        ],
      },
      {
        title: 'Bildnachweise',
        blocks: [
          'Hintergrundfotos der Sharepics stammen, wo angegeben, von Pexels oder Wikimedia Commons; Urheberinnen und Urheber sowie bei Commons die Lizenz werden direkt am jeweiligen Bild genannt.',
        ],
      },
    ] satisfies LegalSectionText[],
  },

  datenschutz: {
    controllerTitle: '1. Verantwortlicher',
    controllerText: 'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:',
    sections: [
      {
        title: '2. Hosting',
        blocks: [
          'Diese Website wird auf einem Server betrieben, den der Verantwortliche selbst oder ein von ihm beauftragter Hosting-Dienstleister bereitstellt. Ein Dienstleister verarbeitet die Daten nur in unserem Auftrag und nach unseren Weisungen (Art. 28 DSGVO). Die Datenbank, die erzeugten Bilder und alle Programmdateien liegen auf diesem Server.',
        ],
      },
      {
        title: '3. Server-Logfiles',
        blocks: [
          'Beim Aufruf der Website verarbeitet der Server technisch notwendige Angaben: aufgerufene Adresse, Zeitpunkt, HTTP-Statuscode und Antwortzeit. Aufrufe nicht vorhandener Seiten werden mit der angefragten Adresse protokolliert, um Fehler zu finden. Ein vorgeschalteter Webserver kann zusätzlich die IP-Adresse und die Browserkennung protokollieren.',
          'Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nicht mit anderen Daten zusammengeführt und nicht für Auswertungen über Besucherinnen und Besucher verwendet.',
        ],
      },
      {
        title: '4. Anmeldung für das Team',
        blocks: [
          'Für angemeldete Teammitglieder speichern wir E-Mail-Adresse, Rolle, ein verschlüsseltes (gehashtes) Passwort sowie zu jeder Sitzung IP-Adresse, Browserkennung und Ablaufzeit. Die Sitzung wird über ein technisch notwendiges Cookie (httpOnly) gehalten; es wird nur nach einer Anmeldung gesetzt. Fehlgeschlagene Anmeldeversuche werden mit IP-Adresse und E-Mail-Adresse für 15 Minuten gespeichert, um Angriffe auf Passwörter abzuwehren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.',
          'Für öffentliche Besucherinnen und Besucher werden keine Cookies gesetzt und keine Analyse- oder Trackingdienste eingesetzt.',
        ],
      },
      {
        title: '5. Schriftarten (Web Fonts)',
        blocks: [
          'Diese Website verwendet die Schriftart „Inter“. Sie wird von diesem Server ausgeliefert (lokal eingebunden). Beim Aufruf der Seite wird keine Verbindung zu Google Fonts oder einem anderen Schriftarten-Dienst aufgebaut; dabei werden also keine Daten an Dritte übermittelt.',
        ],
      },
      {
        title: '6. Externe Links und Bildnachweise',
        blocks: [
          'Quellenangaben und Bildnachweise verlinken auf externe Websites (zum Beispiel Nachrichtenseiten oder Pexels). Erst wenn Sie einen solchen Link anklicken, baut Ihr Browser eine Verbindung zu diesem Anbieter auf; dafür gilt dessen Datenschutzerklärung.',
        ],
      },
      {
        title: '7. Ihre Rechte',
        blocks: [
          'Sie haben im Rahmen der gesetzlichen Vorgaben jederzeit das Recht auf',
          [
            'Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),',
            'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
            'Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),',
            'Datenübertragbarkeit (Art. 20 DSGVO),',
            'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO).',
          ],
          'Wenden Sie sich dazu an die oben genannte Kontaktadresse. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).',
        ],
      },
      {
        title: '8. Hinweis zu diesem Text',
        blocks: [
          'Diese Datenschutzerklärung wurde für dieses Projekt selbst verfasst und beschreibt die tatsächlich eingesetzte Technik; sie wurde nicht mit einem Generator für Rechtstexte erstellt. Sie ersetzt keine Rechtsberatung.',
        ],
      },
    ] satisfies LegalSectionText[],
  },
};
