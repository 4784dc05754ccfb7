import { instagramCaptionLimit } from '../../shared/limits';
import { messages } from '../../shared/messages';

/** The publish flow: button states, checklist, confirmation, the card's note; its toasts are in src/shared. */
const number = (n: number) => n.toLocaleString('de-DE');

export const publishText = {
  button: 'Veröffentlichen',
  republishButton: 'Erneut veröffentlichen',
  checking: 'Prüft...',
  publishing: 'Wird veröffentlicht...',
  running: 'Läuft...',

  checklistTitle: 'Veröffentlichung noch nicht möglich',
  checklistDescription:
    'Die Prüfung vor dem Veröffentlichen hat Probleme gefunden. Bitte behebe die markierten Punkte:',
  checkOk: 'erfüllt',
  checkFailed: 'nicht erfüllt',
  checkFailedTitle: 'Prüfung fehlgeschlagen',
  fixSettings: 'Zu den Buffer-Einstellungen',
  fixPublicUrl: 'Anleitung: öffentliche Adresse einrichten',
  close: 'Schließen',

  confirmTitle: 'Jetzt über Buffer auf Instagram veröffentlichen?',
  confirmDescription:
    'Buffer veröffentlicht den Beitrag sofort als Karussell mit diesen drei Bildern und dem Instagram-Text. Der Status wird auf „freigegeben“ gesetzt.',
  captionLength: (n: number) => `Instagram-Text: ${number(n)} von höchstens ${number(instagramCaptionLimit)} Zeichen`,
  imageAlt: (index: number, title: string) => `Sharepic ${index}: ${title}`,
  captionTitle: 'Dieser Text geht raus:',
  imagesTitle: 'Diese drei Bilder gehen raus:',
  cancel: 'Abbrechen',
  confirm: 'Veröffentlichen',

  republishTitle: 'Erneut über Buffer auf Instagram veröffentlichen?',
  republishWarning: messages.publish.alreadyPublished,
  republishConfirm: 'Erneut veröffentlichen',

  pendingTitle: 'Veröffentlichung läuft',
  pendingText: 'Der Post wird gerade an Buffer übergeben. Das Ergebnis erscheint gleich auf der Karte.',
  reminderTitle: 'Als Erinnerung an Buffer übergeben',

  publishedNote: (when: string, name: string) => `Veröffentlicht am ${when} von ${name}`,
  reminderNote: 'Buffer hat nur eine Erinnerung angelegt: Jemand muss den Post in der Instagram-App veröffentlichen.',
} as const;
