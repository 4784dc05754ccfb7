/** German texts of the pipeline feature that admins read (API errors, run errors, CLI output). */
export const pipelineFeatureMessages = {
  alreadyRunning: 'Es läuft bereits eine Analyse. Bitte warte, bis sie abgeschlossen ist.',
  runNotFound: 'Dieser Analyselauf wurde nicht gefunden.',
  sourceNotFound: 'Diese Quelle wurde nicht gefunden.',
  duplicateSource: 'Diese Feed-Adresse ist bereits eingetragen.',
  runFailed: (detail: string) => `Die Analyse ist fehlgeschlagen: ${detail}`,
  runAbandoned: 'Die Analyse wurde abgebrochen (der Server wurde beendet oder reagierte nicht mehr).',
  cli: {
    badDate: (value: string) => `--as-of erwartet ein Datum im Format JJJJ-MM-TT, nicht „${value}“.`,
    unknownOption: (name: string) =>
      `Unbekannte Option --${name}. Erlaubt: --as-of JJJJ-MM-TT, --source <URL | Datei.xml | Datei.jsonl>`,
    busy: 'Es läuft bereits eine Analyse (vermutlich im Server). Bitte später erneut versuchen.',
  },
} as const;
