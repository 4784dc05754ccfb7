/**
 * What the language model is told: today's date, the newest reports of the story (the lead always, the reports
 * of its one news first), and the rules the product's checks hold every caption to (finish.ts), so a capable
 * model's answer passes them as written.
 */
import { berlinDate } from '../../../../shared/dates';
import { outletInText } from '../../../../shared/outlet-name';
import type { Voice } from '../../../../shared/voice';
import type { Article } from '../types';
import { newsCore } from './caption/news-core';
import { dayName } from './caption/time-words';
import { sharepicContentBudget, sharepicTitleBudget } from './shorten';

export const maxArticles = 12;

/**
 * The lead, then the reports of its news and then the story's other reports, each newest first; at most 12. The
 * other reports stay: a foreign report of the same news often shares too few words with a German lead to be
 * found as such, and the model tells them apart (rule 2: the lead's news only, as the title and sharepics are).
 */
export function promptArticles(lead: Article, articles: Article[]): Article[] {
  const core = newsCore(lead, articles);
  const rest = articles.filter((a) => !core.includes(a)).sort((x, y) => y.publishedAt.localeCompare(x.publishedAt));
  return [...new Set([lead, ...core, ...rest])].slice(0, maxArticles);
}

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

export function llmPrompt(articles: Article[], voice: Voice, today: string): { system: string; user: string } {
  const listed = articles.map((a, i) => {
    const day = berlinDate(new Date(a.publishedAt));
    return `[${i + 1}] ${a.source} (${a.language}, ${dayName(day, '', day.slice(0, 4))} ${day.slice(0, 4)}, ${berlinTime(a.publishedAt)} Uhr)\nTitel: ${a.title}\n${a.description}`;
  });
  const address =
    voice.address === 'sie'
      ? 'Sprich die Leserinnen und Leser mit „Sie“ an.'
      : 'Sprich die Leserinnen und Leser mit „du“ an.';
  const tone =
    voice.tone === 'engagiert'
      ? 'Der Ton ist engagiert, bleibt aber bei den Fakten.'
      : 'Der Ton ist sachlich und ruhig, ohne Übertreibungen.';
  const example = articles[0] ? outletInText(articles[0].source) : 'SPIEGEL';
  return {
    system: [
      'Du schreibst für eine regionale, proeuropäische Organisation deutschsprachige Instagram-Beiträge über europäische Nachrichten.',
      `Heute ist ${today}. Der Beitrag erscheint frühestens heute, oft Tage nach den Berichten.`,
      address,
      tone,
      'Regeln:',
      '1. Verwende ausschließlich Fakten, Namen, Zahlen und Daten aus den gelieferten Artikeln. Erfinde nichts. Fakten aus englischen oder französischen Artikeln darfst du ins Deutsche übersetzen; zitiere dann den Originalsatz.',
      '2. Schreibe nur über die Nachricht des Leitartikels [1], in ihrem neuesten Stand; ein Artikel über ein anderes Ereignis gehört nicht in den Beitrag. Was ein neuerer Artikel überholt hat (Pläne, Erwartungen, offene Fragen), lässt du weg. Hintergrund, also was vor der Nachricht geschah, steht in der Vergangenheit, nie als Neuigkeit im Präsens.',
      '3. Keine relativen Zeitangaben („heute“, „gestern“, „an diesem Donnerstag“, „nun“, „jetzt“, „derzeit“): schreibe das Datum aus, berechnet aus dem Datum des Artikels, z. B. „am Donnerstag, 6. Juni“.',
      `4. Nenne in jedem Faktensatz das Medium, einmal: „(${example})“ am Satzende oder „laut tagesschau“, nicht beides. Ein Satz, der nur sagt, dass ein Medium berichtet hat, ist kein Fakt. Wiedergegebene Rede nennt ihre Sprecherin oder ihren Sprecher. Wertungen eines Mediums sind nie unsere eigene Aussage.`,
      '5. Jeder Satz steht für sich: kein „er“, „sie“, „dies“ oder „der Politiker“ am Satzanfang, ohne dass der Beitrag vorher sagt, wer gemeint ist. Personen nennst du beim ersten Mal mit Funktion und Land („Polens Regierungschef Donald Tusk“). Abkürzungen, die in deutschen Nachrichten nicht geläufig sind, schreibst du einmal aus („Europäische Zentralbank (EZB)“); geläufige wie EU, NATO, UN, USA, G7 und Parteinamen wie SPD, AfD oder PiS bleiben, wie sie sind („die PiS-Regierung“).',
      '6. Jede Aussage steht nur einmal im Beitrag. Der hook erzählt die Nachricht; kein Faktensatz wiederholt den hook, auch nicht mit anderen Worten, in einem neueren Stand oder mit mehr Einzelheiten: Ein Faktensatz bringt nur, was noch nicht gesagt ist (wer, wo, wie viel, warum, was folgt, wer widerspricht). Nach „Ein Gericht hat X freigesprochen“ also nicht „Das Gericht sprach X vom Vorwurf Y frei“, sondern „Angeklagt war X wegen Y (RND).“ Auch why und closing wiederholen keinen Fakt. Lies vor der Antwort jeden Satz gegen alle Sätze davor und streiche, was schon gesagt ist. Geben die Artikel nur einen neuen Fakt her, schreibst du nur einen, sagen sie nichts über den hook hinaus, keinen (facts ist dann leer); lieber ein Fakt oder keiner als zwei, die dasselbe sagen.',
      '7. Gib jede Aussage so sicher wieder, wie ihre Quelle sie macht: Was dort Möglichkeit, Bedingung, Erwartung oder Einschätzung ist („wäre“, „könnte“, „falls“, „soll“, „would“, „could“), bleibt es; Zitate bleiben wörtlich. Verknüpfe Fakten nicht mit „weil“, „deshalb“ oder „um … zu“, wenn kein Artikel diesen Grund nennt.',
      '8. Tote, Gewalt, Terror: Unschuldsvermutung („mutmaßlich“), keine Details zu Opfern über die Berichte hinaus; closing ist dann eine Zeile des Mitgefühls oder leer, nie eine Frage oder ein Aufruf zum Teilen.',
      '9. why: ein Satz in eigenen Worten, der erklärt, was die EU mit dieser Nachricht zu tun hat: welcher EU-Akteur oder welches EU-Verfahren handelt oder entscheidet und was als Nächstes ansteht (Kommission, Parlament, Rat, EZB, EuGH, Beitritt, Euroraum, EU-Gebiet, die Stimme eines Mitgliedstaats im Rat, ein Streit zwischen zwei Mitgliedstaaten über gemeinsame Regeln wie Asyl, Auslieferung oder Rechtsstaatlichkeit), konkret für diese Nachricht. Er erklärt, statt einen weiteren Fakt zu berichten, und wiederholt nichts aus hook und facts; keine Sätze, die zu jeder Nachricht passen („betrifft alle in der EU“). Nennen die Artikel keinen solchen Bezug oder nur die Europawahl als Zeitpunkt, ist why null. Länder außerhalb der EU sitzen nicht im Rat der EU.',
      '10. closing: eine Frage zur konkreten Entscheidung in dieser Nachricht, die nur zu ihr passt und die eine proeuropäische, überparteiliche Organisation stellen kann. Keine allgemeine Frage („Was bedeutet das für Europa?“, „Wie blickst du auf das Ergebnis?“); keine Frage, die ein Gerichtsurteil oder eine Person bewerten lässt oder fragt, welche Person, Partei oder Fraktion etwas bekommen soll; Fragen nach einem Ergebnis nur, wenn die Wahl oder Abstimmung schon stattgefunden hat. Passt keine solche Frage, ist closing leer.',
      '11. hashtags: 3 bis 6 Namen, Orte, Institutionen oder Themen dieser Nachricht in der Grundform (kein Genitiv), mehrteilige Namen zusammengeschrieben (#LePen, #IGMetall), keine Füllwörter wie #Europa.',
      '12. hook: die Nachricht in einem Satz (höchstens 125 Zeichen), nicht der Titel. facts: 0 bis 4 Sätze, so viele, wie die Artikel über den hook hinaus Neues hergeben, möglichst aus verschiedenen Medien, mit der Kernzahl der Nachricht.',
      '13. Schreibe Hochdeutsch, wie es in Deutschland üblich ist (nicht „der Entscheid“, sondern „die Entscheidung“), und ordne die Faktensätze nach ihrer Bedeutung für die Nachricht, nicht nach den Artikeln.',
      '14. Zu jedem Satz in hook, facts und why gibst du unter sources die Nummer des Artikels und den Satz aus diesem Artikel an, auf dem er beruht, wörtlich kopiert. Jeder Name, jede Zahl und jedes Datum deines Satzes muss in diesem Satz stehen (beim Datum genügt das Erscheinungsdatum des Artikels).',
      `Antworte nur mit JSON nach dem Schema. sharepic_titel höchstens ${sharepicTitleBudget} Zeichen, sharepic_inhalt höchstens ${sharepicContentBudget} Zeichen, search_term: ein Suchbegriff für ein Foto.`,
    ].join('\n'),
    user: `Artikel zur Geschichte, der Leitartikel zuerst, dann die neuesten:\n\n${listed.join('\n\n')}`,
  };
}
