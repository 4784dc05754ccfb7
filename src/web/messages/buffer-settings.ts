/**
 * The Buffer settings card beyond the toasts in src/shared/messages.ts (labels, hints, the setup guide).
 * Written for Buffer as it is today: a personal API key for the GraphQL API, created under Settings → API.
 */
export const settingsText = {
  cardTitle: 'Buffer-Verbindung',
  cardDescription:
    'Über Buffer werden freigegebene Beiträge als Karussell mit drei Bildern auf dem Instagram-Business-Profil veröffentlicht.',
  loading: 'Einstellungen werden geladen...',
  requiredSuffix: ' (Pflichtfeld)',

  tokenLabel: 'Buffer-Zugangsschlüssel',
  tokenHelp:
    'Der persönliche API-Schlüssel deines Buffer-Kontos (englisch „Access Token“): In Buffer (publish.buffer.com) oben rechts auf dein Profil → Settings → API („API“, publish.buffer.com/settings/api) einen Schlüssel erstellen und hier einfügen.',
  tokenStored: (hint: string | null) => `Token gespeichert${hint ? ` (${hint})` : ''}`,
  tokenKeepHint:
    'Leer lassen, um den gespeicherten Token zu behalten, oder einen neuen Schlüssel eintragen, um ihn zu ersetzen.',
  tokenUnreadable:
    'Der gespeicherte Token kann nicht mehr entschlüsselt werden (das Server-Geheimnis wurde geändert). Bitte trage den Schlüssel neu ein.',
  tokenPlaceholderStored: 'Neuen Schlüssel eintragen (optional)',
  showToken: 'Token anzeigen',
  hideToken: 'Token verbergen',

  profileLabel: 'Buffer-Kanal-ID',
  profileHelp:
    'Die Kanal-ID des Instagram-Business-Profils in Buffer (englisch „Profile ID“). Am einfachsten unten mit „Instagram-Kanäle laden“ auswählen; sonst steht sie in der Adresszeile, wenn du den Kanal in Buffer öffnest (publish.buffer.com/channels/<Kanal-ID>/…).',

  testConnection: 'Verbindung testen',
  testing: 'Prüft...',
  testOk: 'Verbindung in Ordnung',
  testFailed: 'Verbindung fehlgeschlagen',
  testFailedTitle: 'Verbindungstest fehlgeschlagen',

  loadChannels: 'Instagram-Kanäle laden',
  loadingChannels: 'Lädt...',
  channelsTitle: 'Instagram-Kanäle in Buffer',
  noChannels: 'In diesem Buffer-Konto ist kein Instagram-Kanal verbunden.',
  channelsFailedTitle: 'Kanäle konnten nicht geladen werden',
  pick: 'Auswählen',
  picked: 'Ausgewählt',
  channelPickedTitle: 'Kanal übernommen',
  channelPickedText: 'Die Kanal-ID wurde eingetragen. Zum Übernehmen bitte speichern.',
  channelFlags: {
    business: 'Business-Profil',
    personal: 'Persönliches Profil: nur Erinnerungen',
    disconnected: 'Verbindung getrennt',
    locked: 'Gesperrt',
    queuePaused: 'Warteschlange pausiert',
    reminders: 'Standard: Erinnerungen',
  },

  allowedTitle: 'Kanäle für das Team',
  allowedDescription:
    'Wähle, auf welchen Kanälen des Buffer-Kontos das Team veröffentlichen darf. Ohne Auswahl ist es nur der Instagram-Kanal oben.',
  allowedCurrent: 'Freigegeben:',
  allowedNone: 'Noch keine Auswahl: nur der Instagram-Kanal mit der Kanal-ID oben.',
  allowedNeedsToken: 'Bitte zuerst den Zugangsschlüssel und die Kanal-ID speichern.',
  loadAllChannels: 'Kanäle laden',
  saveChannels: 'Kanäle speichern',
  savingChannels: 'Speichert...',
  channelsSavedTitle: 'Gespeichert',
  channelsSavedText: 'Die Kanäle für das Team wurden aktualisiert.',
  channelsSaveFailed: 'Die Kanäle konnten nicht gespeichert werden.',
  allChannelsTitle: 'Kanäle in Buffer',

  guideTitle: 'Einrichtung in fünf Schritten',
  guideDone: 'Eingerichtet',
  guideSteps: [
    'Ein kostenloses Buffer-Konto auf buffer.com anlegen (der kostenlose Plan reicht).',
    'In Buffer das Instagram-Business-Konto der Organisation als Kanal verbinden (ein Business-Profil, kein persönliches – nur dann veröffentlicht Buffer automatisch).',
    'In Buffer unter Settings → API (publish.buffer.com/settings/api) einen API-Schlüssel erstellen und kopieren.',
    'Den Schlüssel unten als Buffer-Zugangsschlüssel eintragen, die Kanal-ID des Instagram-Profils als Buffer-Kanal-ID (oder mit „Instagram-Kanäle laden“ auswählen), dann „Verbindung testen“ und „Speichern“.',
    'Fertig: Danach werden freigegebene Beiträge mit „Veröffentlichen“ auf der Karte über Buffer automatisch auf Instagram veröffentlicht.',
  ],

  publicAddress: {
    title: 'Öffentliche Adresse (PUBLIC_URL)',
    description:
      'Buffer lädt die drei Bilder eines Beitrags selbst von diesem Server herunter. Dafür muss der Server unter einer öffentlichen Adresse im Internet erreichbar sein, und diese Adresse muss in der Server-Einstellung PUBLIC_URL stehen.',
    current: (configured: boolean) =>
      configured ? 'PUBLIC_URL ist' : 'PUBLIC_URL ist nicht gesetzt; der Server nimmt',
    status: {
      public: 'Diese Adresse ist öffentlich: Buffer kann die Bilder abholen.',
      'local-buffer':
        'Diese Adresse gilt nur auf diesem Rechner; das genügt, weil auch Buffer hier nur lokal nachgebildet wird (Test- oder Offline-Betrieb).',
      'not-public':
        'Diese Adresse ist nur auf diesem Rechner oder im eigenen Netz erreichbar: Buffer kann die Bilder so nicht abholen, und das Veröffentlichen wird vorher angehalten.',
    } as Record<'public' | 'local-buffer' | 'not-public', string>,
    loading: 'Adresse wird geladen...',
    loadFailed: 'Die Adresse konnte nicht geladen werden.',
    howTitle: 'So richtest du die öffentliche Adresse ein',
    howSteps: [
      'Den Server unter einer eigenen Internet-Adresse erreichbar machen, am besten hinter einem Reverse-Proxy mit HTTPS (zum Beispiel https://news.example.org).',
      'Beim Start die Umgebungsvariable PUBLIC_URL auf genau diese Adresse setzen, zum Beispiel PUBLIC_URL=https://news.example.org npm start, oder in der Dienst-Konfiguration (systemd, docker-compose).',
      'Den Server neu starten. Danach gilt die Anmeldung unter der neuen Adresse; bitte dort neu anmelden.',
    ],
    note: 'Die Adresse lässt sich nicht hier im Browser ändern: Sie gehört zur Server-Konfiguration (README, Abschnitt „Konfiguration“).',
  },
} as const;
