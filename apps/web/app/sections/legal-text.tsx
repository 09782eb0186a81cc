import type { ReactNode } from 'react';

/** A block of a text page (terms, privacy, legal notice): its heading and its paragraphs. */
export type LegalBlock = { title: string; paragraphs: readonly ReactNode[] };

/**
 * A text page of the site: its title, the date it was last changed, then its blocks, in a column a phone reads
 * (at most 70 characters a line).
 */
export function LegalText({
  title,
  note,
  lead,
  blocks,
}: {
  title: string;
  note: string;
  lead: string;
  blocks: readonly LegalBlock[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-ink-600">{note}</p>
      <p className="mt-6 text-lg text-ink-700">{lead}</p>
      {blocks.map((block) => (
        <section key={block.title} className="mt-10">
          <h2 className="text-xl font-bold text-ink-900">{block.title}</h2>
          {block.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a block's paragraphs never move.
            <p key={index} className="mt-3 max-w-prose text-ink-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * The customer service's address, as a link: inside a sentence, or `alone` in its paragraph, where it is a target
 * of its own, as tall as a thumb's.
 */
export function SupportEmail({ alone = false }: { alone?: boolean }) {
  return (
    <a
      href={`mailto:${__SUPPORT_EMAIL__}`}
      className={`${alone ? 'inline-flex min-h-11 items-center ' : ''}font-semibold break-all text-brand-700 underline`}
    >
      {__SUPPORT_EMAIL__}
    </a>
  );
}
