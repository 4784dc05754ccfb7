import { logoLimits } from '../../../shared/brand';

const px = (n: number) => n.toLocaleString('de-DE');

/** German texts of the brand settings („Erscheinungsbild“): every refusal of a logo names its reason. */
export const brandMessages = {
  logoMissing: 'Bitte eine Logodatei auswählen.',
  logoWrongType: 'Bitte das Logo als PNG- oder SVG-Datei hochladen.',
  logoTooLarge: `Das Logo ist zu groß (höchstens ${logoLimits.maxBytes / 1024 / 1024} MB).`,
  logoUnreadable: 'Die Datei ließ sich nicht als PNG- oder SVG-Logo lesen.',
  logoBroken: 'Die Übertragung der Datei war fehlerhaft. Bitte versuche es erneut.',
  logoDimensions: (width: number, height: number) =>
    `Das Logo muss auf jeder Seite zwischen ${px(logoLimits.minSide)} und ${px(logoLimits.maxSide)} Pixel groß sein (hochgeladen: ${px(width)} × ${px(height)} Pixel).`,
  svgScript: 'Das SVG-Logo enthält ein Skript. Bitte ein Logo ohne Skripte hochladen.',
  svgEventAttribute: (name: string) =>
    `Das SVG-Logo enthält das Ereignis-Attribut „${name}“. Bitte ein Logo ohne Skripte hochladen.`,
  svgExternalReference:
    'Das SVG-Logo verweist auf Inhalte außerhalb der Datei. Erlaubt sind nur Verweise innerhalb des Logos (#…).',
  svgDeclaration: 'Das SVG-Logo enthält eine DOCTYPE- oder ENTITY-Angabe. Bitte das Logo ohne sie speichern.',
  svgForbiddenElement: (name: string) =>
    `Das SVG-Logo enthält das Element „${name}“, das in einem Logo nicht erlaubt ist.`,
  previewFailed: 'Die Vorschau konnte nicht erzeugt werden. Bitte versuche es erneut.',
} as const;
