/** German texts of the pipeline that users read (per-source results, assessment box). */
export const pipelineMessages = {
  fetch: {
    timeout: (ms: number) => `Zeitüberschreitung nach ${Math.round(ms / 1000)} Sekunden`,
    tooLarge: (bytes: number) => `Antwort zu groß (mehr als ${Math.round(bytes / 1024)} KB)`,
    httpError: (status: number) => `Server antwortete mit HTTP ${status}`,
    network: (detail: string) => `Netzwerkfehler: ${detail}`,
    invalidUrl: 'Ungültige Feed-Adresse',
    privateAddress: 'interne Adresse nicht erlaubt',
    protocol: 'Nur http- und https-Adressen sind erlaubt',
    tooManyRedirects: (max: number) => `Zu viele Weiterleitungen (mehr als ${max})`,
    dnsFailed: 'Server nicht gefunden (DNS)',
  },
  health: {
    noActiveSource: 'Keine aktive Quelle: Es wurde nichts abgerufen.',
    allFailed: (total: number) =>
      `Keine der ${total} Quellen konnte abgerufen werden. Die Themen wurden nicht aktualisiert.`,
    offline: (total: number) =>
      `Keine der ${total} Quellen konnte abgerufen werden, weil kein einziger Server erreichbar war ` +
      '(Namensauflösung oder Verbindung fehlgeschlagen). Wahrscheinlich hat der Server, auf dem das Dashboard ' +
      'läuft, keinen Zugang zum Internet. Bitte prüfen: die Internetverbindung des Servers, seine DNS-Einstellungen ' +
      'und ob eine Firewall oder ein Proxy ausgehende Verbindungen über HTTPS (Port 443) sperrt. Die Themen wurden ' +
      'nicht aktualisiert.',
    mostFailed: (failed: number, total: number) =>
      `${failed} von ${total} Quellen konnten nicht abgerufen werden. Die Auswahl beruht auf wenigen Medien.`,
  },
  parse: {
    notAFeed: 'Die Antwort ist kein lesbarer RSS-, Atom- oder JSON-Feed',
    empty: 'Der Feed enthält keine Einträge',
    badLine: (line: number) => `Zeile ${line} ist kein gültiger Artikel`,
    invalidLinks: (count: number) => `${count} Artikel mit ungültigem Link übersprungen`,
  },
  generate: {
    englishOnly:
      'Der Text wurde aus englischsprachigen Quellen zusammengestellt. Bitte Formulierungen und Fakten vor der Freigabe prüfen.',
    llmFallback: (reason: string) =>
      `Das Sprachmodell lieferte keinen prüfbaren Text (${reason}); der Text wurde aus den Quellartikeln zusammengestellt.`,
    llmUnsupported: (words: string) => `Aufhänger oder Fakten nicht belegt: ${words}`,
    llmDropped: (words: string) => `vom Sprachmodell, nicht belegt: ${words}`,
    checkQuotes: 'Zitate und Zahlen mit dem Originalartikel abgleichen.',
    captionThin:
      'Die Berichte geben für einen Text mit mindestens 400 Zeichen zu wenig her: weitere Berichte abwarten oder den Text ergänzen.',
    sharepicTextCut: 'Sharepic-Text wurde mitten im Satz gekürzt: bitte prüfen, ob der Sinn erhalten bleibt.',
    euAngleMissing:
      'EU-Bezug fehlt: Die Berichte nennen keine EU-Institution und kein EU-Verfahren, deshalb steht kein „Warum das für Europa zählt“ im Text.',
    foreignFacts: (outlets: string) =>
      `Weitere Fakten stehen nur in internationalen Berichten (${outlets}): unter „Belege“ prüfen und übersetzt ergänzen.`,
    checkQuote: (quote: string, outlet: string) => `Zitat „${quote}“ mit dem Bericht von ${outlet} abgleichen.`,
    otherOutlets: (outlets: string) => `Weitere deutschsprachige Berichte derselben Nachricht: ${outlets}.`,
    defect: (label: string, detail: string) => `${label}: ${detail}`,
  },
  rank: {
    kept: (rank: number, n: number) =>
      `Platz ${rank} von ${n}: freigegeben oder veröffentlicht, das Thema behält seinen Platz.`,
    european: (rank: number, n: number, side: string, place: number, of: number) =>
      `Platz ${rank} von ${n}: europäischer Bezug (${side}); ${place === 1 ? 'das stärkste' : `das ${place}.-stärkste`} von ${of} ${of === 1 ? 'Thema' : 'Themen'} mit europäischem Bezug nach Reichweite, Aktualität und EU-Relevanz.`,
    withoutSide: (rank: number, n: number) =>
      `Platz ${rank} von ${n}: ohne europäischen Bezug – nur aufgenommen, weil die Woche weniger als sieben Themen mit europäischem Bezug hat.`,
  },
  /** Editorial flags: the rule each one names on the card, and what to do about it (docs/decisions/033-flags-22.md). */
  flagRules: {
    perpetratorNoun: {
      rule: 'Täterbezeichnung ohne „mutmaßlich“ (Unschuldsvermutung)',
      advice: '„mutmaßlich“ ergänzen oder „Tatverdächtiger“ schreiben',
    },
    deedAsFact: {
      rule: 'Tat einer bestimmten Person als Tatsache berichtet (Unschuldsvermutung)',
      advice: 'als Verdacht formulieren und nennen, wer ihn äußert (Polizei, Staatsanwaltschaft)',
    },
    murderBeforeVerdict: {
      rule: '„Mord“ vor einem Urteil (Unschuldsvermutung)',
      advice: '„Tat“ oder „Angriff“ schreiben, bis ein Gericht geurteilt hat',
    },
    hearsayAllegation: {
      rule: 'Vorwurf gegen eine benannte Person oder Organisation, ohne zu sagen, wer ihn erhebt',
      advice: 'nennen, wer den Vorwurf erhebt oder ermittelt, oder streichen',
    },
    victimIdentified: {
      rule: 'Opfer identifizierbar (Name mit Alter oder Wohnort)',
      advice: 'Namen abkürzen und Alter oder Wohnort weglassen',
    },
    alarmInHeadline: {
      rule: 'Kriegs-, Katastrophen- oder Panikwort im Aufmacher',
      advice: 'den Aufmacher nüchtern formulieren: die Tatsache statt des Schlagworts',
    },
    superlativeInHeadline: {
      rule: 'dramatisierender Superlativ im Aufmacher',
      advice: 'den Superlativ streichen oder mit Zahl und Quelle belegen',
    },
    alarmNotInSources: {
      rule: 'Kriegs-, Katastrophen- oder Panikwort, das keine zitierte Quelle verwendet',
      advice: 'bei den Worten der Quellen bleiben',
    },
    supposition: {
      rule: 'Vermutung ohne genannte Quelle',
      advice: 'nennen, wessen Einschätzung das ist („laut …“), oder streichen',
    },
    hearsay: {
      rule: 'Hörensagen ohne genannte Quelle',
      advice: 'nennen, wer das berichtet, oder streichen',
    },
    forecast: {
      rule: 'Prognose oder Bedingung als Tatsache',
      advice: 'als Erwartung einer genannten Quelle formulieren oder streichen',
    },
  },
  /** „„Todesfahrer“: „mutmaßlich“ ergänzen …“: the words that raised a flag and what to do about them. */
  flagSuggestion: (spans: string, advice: string) => `${spans}: ${advice}`,
  assess: {
    side: (side: string) => `Europäischer Bezug: ${side}.`,
    noSide: 'Ohne europäischen Bezug.',
    newest: (when: string) => `Neueste Meldung: ${when} Uhr.`,
    fewSources: 'Nur wenige Quellen: weitere Berichte abwarten oder ergänzen',
    sharepicOverflow: (n: number) => `Text passt nicht auf Sharepic ${n}; bitte kürzen`,
    sharepicNoPhoto: (n: number) => `Sharepic ${n} hat kein Foto`,
    sharepicOk: 'Alle Texte passen, Fotos vorhanden',
  },
} as const;
