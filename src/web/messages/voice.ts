/** The admin section „Texte“: the card „Tonalität“ (the voice of generated captions). */
export const voiceText = {
  cardTitle: 'Tonalität',
  cardDescription:
    'So schreibt die Analyse die Instagram-Texte. Änderungen gelten für die nächste Analyse und für „Text neu vorschlagen“, nie für bearbeitete oder freigegebene Texte.',
  loading: 'Wird geladen...',
  loadFailed: 'Die Tonalität konnte nicht geladen werden.',
  addressLegend: 'Anrede',
  address: { du: 'du', sie: 'Sie' },
  addressHelp: 'Gilt für die Schlussfrage und jede Ansprache im Text.',
  toneLegend: 'Ton',
  tone: { sachlich: 'sachlich', engagiert: 'engagiert' },
  toneHelp: 'Engagiert lädt am Schluss öfter zum Mitmachen und Mitreden ein.',
  hashtagsLabel: 'Feste Hashtags',
  hashtagsHelp: (max: number) =>
    `Bis zu ${max}, getrennt durch Leerzeichen oder Komma, z. B. #EuropaUnion. Sie stehen vor den Hashtags des Themas in jedem neuen Text.`,
  closingLabel: 'Feste Schlusszeile (optional)',
  closingHelp: (max: number) => `Steht nach der Schlussfrage in jedem neuen Text, höchstens ${max} Zeichen.`,
  emojiLabel: 'Emojis verwenden',
  emojiHelp: 'Ein passendes Emoji vor dem ersten Satz.',
} as const;
