/** What each server setting of the photo search does (the admin's part of the photo notice). */
const variableHelp: Record<string, string> = {
  PEXELS_API_KEY: 'PEXELS_API_KEY mit einem kostenlosen Schlüssel von pexels.com/api für die Suche bei Pexels',
  COMMONS_API_URL:
    'COMMONS_API_URL für Wikimedia Commons (ohne Schlüssel; leer lassen für die normale Adresse, „off“ schaltet die Suche dort ab)',
};

/**
 * The editing interface: copy, the three edit dialogs, photo search and upload, regeneration. The toasts the
 * specification fixes come from src/shared/messages.ts.
 */
export const editingText = {
  copy: 'Text kopieren',
  copiedLabel: 'Kopiert',
  copyFailedTitle: 'Kopieren fehlgeschlagen',
  copyFailedText: 'Bitte markiere den Text und kopiere ihn von Hand.',

  // A planned card: no editing; the plan is moved or cancelled on „Planung“.
  plannedMoveShort: 'Verschieben',
  plannedMove: 'Verschieben (auf der Seite „Planung“)',
  plannedCancelShort: 'Stornieren',
  plannedCancel: 'Stornieren (auf der Seite „Planung“)',

  textDialogTitle: 'Instagram-Text bearbeiten',
  textDialogDescription:
    'Titel und Instagram-Text dieses Themas. Beim Speichern wird der Status auf „bearbeitet“ gesetzt.',
  titleLabel: 'Titel',
  captionLabel: 'Instagram-Text',
  /** „Ändert auch: Titel von Sharepic 1 und 2 sowie die erste Zeile des Instagram-Texts“; null when nothing follows. */
  titleAlsoChanges: (sharepics: number[], captionFirstLine: boolean): string | null => {
    const parts = [
      sharepics.length > 0 ? `Titel von Sharepic ${sharepics.map((i) => i + 1).join(' und ')}` : null,
      captionFirstLine ? 'die erste Zeile des Instagram-Texts' : null,
    ].filter((p): p is string => p !== null);
    return parts.length > 0 ? `Ändert auch: ${parts.join(' sowie ')}` : null;
  },
  characterCount: (n: number) => `${n.toLocaleString('de-DE')} Zeichen`,
  captionTooLong: (over: number, limit: number) =>
    `Instagram erlaubt höchstens ${limit.toLocaleString('de-DE')} Zeichen – dieser Text ist ${over.toLocaleString('de-DE')} Zeichen zu lang.`,

  sharepicDialogTitle: 'Sharepic-Texte bearbeiten',
  sharepicDialogDescription: 'Texte der Sharepics 1 und 2. Beim Speichern werden die Bilder neu erzeugt.',
  sharepicRoles: ['Titelbild', 'Detailbild', 'Infobild'],
  sharepicHeading: (index: number, role: string) => `Sharepic ${index} · ${role}`,
  sharepicTitleLabel: (index: number) => `Titel (Sharepic ${index})`,
  sharepicBodyLabel: (index: number) => `Text (Sharepic ${index})`,
  /** Warned while typing, before the text would shrink below the readable size (src/shared/limits.ts). */
  tooSmallToRead: (index: number, px: number, limit: number, length: number) =>
    `So lang wird der Text auf Sharepic ${index} kleiner als gut lesbar (unter ${px} px). Kürze ihn auf etwa ${limit.toLocaleString('de-DE')} Zeichen (jetzt ${length.toLocaleString('de-DE')}).`,
  sharepicBodyHint:
    'Jede Aussage als eigener Absatz, darunter in einer Zeile das Medium nach einem Gedankenstrich („— DER SPIEGEL“); es steht dann klein unter der Aussage.',
  infoImageAlt: (title: string) => `${title} – Sharepic 3`,
  fixedInfoImage: 'Das feste Info-Bild der Organisation; sein Inhalt kommt aus der Konfiguration.',

  backgroundsDialogTitle: 'Hintergrundbilder ändern',
  backgroundsDialogDescription:
    'Gib pro Sharepic eine Bild-URL ein oder wähle ein Foto aus der Suche. Leer lassen ergibt den Marken-Hintergrund mit der Karte der Geschichte.',
  urlLabel: (index: number) => `Bild-URL für Sharepic ${index}`,
  urlPlaceholder: 'https://',
  upload: 'Eigenes Bild hochladen',
  uploading: 'Lädt hoch...',
  uploadFailedTitle: 'Fehler beim Hochladen',
  searchLabel: 'Fotos suchen',
  searchRegion: 'Bildsuche',
  searchPlaceholder: 'z. B. Europaparlament',
  searchButton: 'Suchen',
  searching: 'Sucht...',
  resultsLabel: 'Suchergebnisse',
  useFor: (index: number) => `Für Sharepic ${index}`,
  useForLong: (index: number, alt: string) => `Für Sharepic ${index} verwenden: ${alt}`,
  selectedFor: (index: number) => `Hintergrund für Sharepic ${index}`,
  noAlt: 'Foto ohne Beschreibung',
  uploadWhich: (index: number) => ` (Sharepic ${index})`,
  uploadsHint: 'Die eigenen hochgeladenen Bilder: passende Dateinamen, sonst die neuesten.',
  sourcesLabel: 'Bildquellen',
  sourceTab: (name: string, count: number) => `${name} (${count})`,
  photoNotice: {
    noneAnswered: 'Die Fotosuche im Internet hat gerade keine Quelle erreicht.',
    noneConfigured: 'Für die Fotosuche im Internet ist keine Quelle eingerichtet.',
    onlyFrom: (names: string[]) => `Die Ergebnisse kommen nur von ${names.join(' und ')}.`,
    offline:
      'Wenn keine Bildquelle erreichbar ist, hat der Server vermutlich keinen Zugang zum Internet (Verbindung, DNS, Firewall oder Proxy prüfen).',
    adminCanSet: (variables: string[]) =>
      `Du kannst das in der Server-Konfiguration einrichten: ${variables
        .map((v) => variableHelp[v] ?? v)
        .join('; ')}. Danach den Server neu starten.`,
    teamAsksAdmin: (variables: string[]) =>
      `Ein Admin kann das in der Server-Konfiguration einrichten (${variables.join(', ')}).`,
    uploadsStillWork: 'Eigene Bilder lassen sich weiterhin hochladen und wählen.',
  },
  noResultsHere: 'Hier keine Ergebnisse.',
  licenceLink: 'Lizenz',
  creditLegend: (index: number) => `Bildnachweis für Sharepic ${index}`,
  creditAuthorLabel: (index: number) => `Urheber/in (Sharepic ${index})`,
  creditLicenceLabel: (index: number) => `Lizenz (Sharepic ${index})`,
  creditLicencePlaceholder: 'z. B. CC BY 4.0 oder eigenes Foto',
  creditLinkLabel: (index: number) => `Link zur Quelle (Sharepic ${index})`,
  creditMissing: 'Ohne Urheber/in fehlt der Bildnachweis: Veröffentlichen geht erst, wenn er eingetragen ist.',

  regenerate: 'Bilder neu generieren',
  regenerating: 'Wird generiert...',
  expectedDuration: (seconds: number) => `Dauert etwa ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}.`,
  imagesUpdatedFor: (title: string) => `„${title}“`,

  overflowHint: 'Kürze den Text, damit er vollständig auf das Bild passt.',
} as const;
