import type { ReactNode } from 'react';
import type { LegalSectionText } from '../../../messages/legal';

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink/90">{children}</div>
    </section>
  );
}

/** A section given as text: each block a paragraph, or a bulleted list when it is a list of items. */
export function LegalTextSection({ section }: { section: LegalSectionText }) {
  return (
    <LegalSection title={section.title}>
      {section.blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i}>{block}</p>
        ) : (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </LegalSection>
  );
}
